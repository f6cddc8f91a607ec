import { fetchHotSearches, type HotKeyword } from '@/features/experts/services/experts'
import { ResourceModel } from '@/stores/models/ResourceModel'

export type { HotKeyword }

/**
 * The experts side of searchCpt: the hot searches shown before anything is typed (popular experts,
 * famous competitions and their best-known clubs). The experts a keyword finds come with the rest
 * of the search's answer (api/index/saibotiyu, found by nickname or its pinyin).
 */
export class ExpertSearchStore {
  readonly hot = new ResourceModel<HotKeyword[]>(fetchHotSearches)
}
