import type { PredictionDetail } from '@contract/api/experts'
import type { PredictionKind } from '@contract/expert-rules'
import { deletePrediction, fetchMyPrediction } from '@/features/experts/services/experts'
import { confirmModal } from '@/components/feedback/confirm'
import { toastSuccess } from '@/components/feedback/toast'
import { PredictionDetailModel } from './predictionDetailModel'

/** 发布详情: one of my predictions as its author sees it (edit history, delete) */
export function myPredictionModel(id: number, kind: PredictionKind): PredictionDetailModel {
  return new PredictionDetailModel(id, (pid) => fetchMyPrediction(pid, kind))
}

/** deletes my prediction after a confirm; true once the server agreed (a refusal was toasted) */
export async function deleteMyPrediction(detail: Pick<PredictionDetail, 'id' | 'kind'>): Promise<boolean> {
  if (!(await confirmModal('删除推荐', '删除后不可恢复，确定删除吗？'))) return false
  try {
    await deletePrediction(detail.id, detail.kind)
  } catch {
    return false // the app shell said why (locked, bought...)
  }
  toastSuccess('已删除')
  return true
}
