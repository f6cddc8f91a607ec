import { runInAction } from 'mobx'
import { applyAsExpert, fetchExpertApplication, type ExpertApplication } from '@/features/experts/services/experts'
import { isUnavailable } from '@/services/apiError'
import { ResourceModel } from '@/stores/models/ResourceModel'

export type { ExpertApplication }

/**
 * Where the backend cannot tell the state of an application (its status endpoint is an extension), the
 * page starts from the form: an expert already is one, anyone else applies, and the application's own
 * answer (the specification's expert_check_in) tells the state from then on. Real-name verification is
 * not assumed missing: the server refuses with code -2, which opens the real-name page.
 */
export function unknownApplication(isExpert: boolean): ExpertApplication {
  return { status: isExpert ? 'approved' : 'none', is_expert: isExpert, realname_verified: true, title: '', intro: '', submitted_at: null, decided_at: null, reason: '' }
}

/** 专家入驻: my application's state, and a new application whose answer (the new state) replaces it */
export class ExpertApplicationModel {
  readonly application = new ResourceModel<ExpertApplication>(() => this.fetch())

  constructor(private readonly isExpert: () => boolean = () => false) {}

  private async fetch(): Promise<ExpertApplication> {
    try {
      return await fetchExpertApplication()
    } catch (e) {
      if (!isUnavailable(e)) throw e
      return unknownApplication(this.isExpert())
    }
  }

  /** sends the checked title and intro; a refusal throws for the form to show */
  async apply(values: { title: string; intro: string }): Promise<void> {
    const next = await applyAsExpert(values.title.trim(), values.intro.trim())
    runInAction(() => (this.application.data = next))
  }
}
