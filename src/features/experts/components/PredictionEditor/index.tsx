import { Switch, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { PREDICTION_CONTENT_MAX, PREDICTION_CONTENT_MESSAGE, PREDICTION_PRICES, PREDICTION_TITLE_MAX, PREDICTION_TITLE_MESSAGE } from '@contract/expert-rules'
import FormField from '@/components/form/FormField'
import { useForm } from '@/components/form/FormField/useForm'
import FormSubmit, { useSubmit } from '@/components/form/FormSubmit'
import FormTextareaField from '@/components/form/FormTextareaField'
import { toast } from '@/components/feedback/toast'
import { contentProblem, titleProblem, type DraftTexts, type PublishDraft } from '@/features/experts/stores/publishDraftModel'
import { priceText } from '@/features/experts/utils/expertRecord'
import { rules } from '@/utils/formValidation'
import LegList from './LegList'
import MatchChooser from './MatchChooser'
import PlayPicker from './PlayPicker'
import './index.scss'

const TEXT_RULES = {
  title: [rules.required('请输入标题'), rules.custom((v) => titleProblem(v) === null, PREDICTION_TITLE_MESSAGE)],
  content: [rules.custom((v) => contentProblem(v) === null, PREDICTION_CONTENT_MESSAGE)],
}

interface Props {
  draft: PublishDraft
  initialTexts?: DraftTexts
  submitText: string
  /** paid prices are offered (an expert, with the pay module on); otherwise it is free */
  allowPrice: boolean
  onSaved: (id: number) => void
}

/**
 * The one publishing form (single or parlay; expert prediction, edit, or arena entry): legs chosen
 * from upcoming matches and the plays each offers now, headline, analysis and price. Everything
 * the server would refuse is refused here first, with the server's own limits and messages.
 */
function PredictionEditor({ draft, initialTexts, submitText, allowPrice, onSaved }: Props) {
  const form = useForm<'title' | 'content'>(initialTexts ?? { title: '', content: '' }, TEXT_RULES)
  // a new prediction starts at the match chooser; an edit starts at its legs
  useEffect(() => {
    if (draft.choosing && !draft.events.loaded) void draft.events.refresh()
  }, [draft])
  const { submit, submitting, failure, setFailure } = useSubmit(async () => {
    const legsProblem = draft.legsProblem
    const textsOk = form.validate()
    if (legsProblem) {
      setFailure(legsProblem)
      toast(legsProblem)
      return
    }
    if (!textsOk) return
    const problem = draft.problem(form.values)
    if (problem) {
      setFailure(problem)
      return
    }
    onSaved(await draft.submit(form.values))
  })

  return (
    <View className='editor'>
      <LegList draft={draft} />
      {draft.picking ? <PlayPicker draft={draft} /> : draft.choosing ? <MatchChooser draft={draft} /> : null}
      <View className='editor__block'>
        <FormField label='标题' placeholder={`一句话亮出观点（${PREDICTION_TITLE_MAX}字内）`} maxlength={PREDICTION_TITLE_MAX} {...form.field('title')} />
        <FormTextareaField label='分析' placeholder='说说你的理由（选填）' maxLength={PREDICTION_CONTENT_MAX} {...form.field('content')} />
      </View>
      {allowPrice && (
        <View className='editor__block' data-testid='price-chooser'>
          <Text className='editor__block-title'>价格</Text>
          <View className='editor__options'>
            {PREDICTION_PRICES.map((p) => (
              <View
                key={p}
                className={`editor__option editor__option--price ${draft.price === p ? 'editor__option--on' : ''}`}
                data-testid={`price-${p}`}
                onClick={() => draft.setPrice(p)}
              >
                <Text className={`editor__option-label ${draft.price === p ? 'editor__option-label--on' : ''}`}>{priceText(p)}</Text>
              </View>
            ))}
          </View>
          {draft.price > 0 && (
            <View className='editor__switch'>
              <Text className='editor__switch-label'>不中退（未命中时买家金币退回）</Text>
              <Switch checked={draft.refundOnMiss} color='#d8312a' onChange={(e) => draft.setRefundOnMiss(e.detail.value)} data-testid='refund-switch' />
            </View>
          )}
        </View>
      )}
      <FormSubmit text={submitText} submitting={submitting} failure={failure} onSubmit={() => void submit()} />
    </View>
  )
}

export default observer(PredictionEditor)
