import { runInAction } from 'mobx'
import { applyAsExpert, fetchExpertApplication, type ExpertApplication } from '@/features/experts/services/experts'
import { ResourceModel } from '@/stores/models/ResourceModel'

export type { ExpertApplication }

/** 专家入驻: my application's state, and a new application whose answer (the new state) replaces it */
export class ExpertApplicationModel {
  readonly application = new ResourceModel<ExpertApplication>(fetchExpertApplication)

  /** sends the checked title and intro; a refusal throws for the form to show */
  async apply(values: { title: string; intro: string }): Promise<void> {
    const next = await applyAsExpert(values.title.trim(), values.intro.trim())
    runInAction(() => (this.application.data = next))
  }
}
