import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { useMemo, useState } from 'react'
import PageShell from '@/components/PageShell'
import LoginRequired from '@/components/LoginRequired'
import SegmentTabs from '@/components/SegmentTabs'
import FormField from '@/components/FormField'
import { useForm } from '@/components/FormField/useForm'
import FormTextareaField, { TEXTAREA_MAX } from '@/components/FormTextareaField'
import ImageUploader from '@/components/ImageUploader'
import FormSubmit, { useSubmit } from '@/components/FormSubmit'
import FormDone from '@/components/FormDone'
import { request } from '@/services/request'
import { rules } from '@/utils/formValidation'
import { contactRules } from '@/services/accountRules'
import './askfor.scss'

type Target = 'post' | 'comment' | 'user' | 'prediction' | 'other'
const TARGETS: readonly { key: Target; label: string; idLabel: string }[] = [
  { key: 'post', label: '帖子', idLabel: '帖子ID' },
  { key: 'comment', label: '评论', idLabel: '评论ID' },
  { key: 'user', label: '用户', idLabel: '用户ID' },
  { key: 'prediction', label: '方案', idLabel: '方案ID' },
  { key: 'other', label: '其他', idLabel: '相关ID' },
]
const isTarget = (v: string | undefined): v is Target => TARGETS.some((t) => t.key === v)

/**
 * Complaint / report. Opened from a post, comment, user or prediction with ?type=&id= (the
 * target is then fixed); opened from the personal center the user picks the kind and the ID.
 */
export default function AskForPage() {
  const { params } = useRouter()
  const fixed = isTarget(params.type) && /^\d+$/.test(params.id ?? '')
  const [target, setTarget] = useState<Target>(isTarget(params.type) ? params.type : 'post')
  const schema = useMemo(
    () => ({
      targetId: [rules.required('请输入被投诉对象的ID'), rules.digits('ID只能是数字')],
      reason: [rules.required('请填写投诉原因'), rules.length(1, TEXTAREA_MAX, `投诉原因最多 ${TEXTAREA_MAX} 字`)],
      contact: contactRules,
    }),
    [],
  )
  const form = useForm({ targetId: fixed ? String(params.id) : '', reason: '', contact: '' }, schema)
  const [images, setImages] = useState<string[]>([])
  const [done, setDone] = useState(false)
  const targetInfo = TARGETS.find((t) => t.key === target) ?? TARGETS[0]

  const { submit, submitting, failure } = useSubmit(async () => {
    if (!form.validate()) return
    const contact = form.values.contact.trim()
    await request(
      'api/user/askforAdd',
      { target_type: target, target_id: form.values.targetId.trim(), reason: form.values.reason.trim(), contact: contact || undefined, images },
      { method: 'GET', loading: '提交中' },
    )
    form.setValue('reason', '')
    setImages([])
    setDone(true)
  })

  return (
    <PageShell title='投诉'>
      <LoginRequired reason='登录后可以提交投诉'>
        {done ? (
          <FormDone title='投诉已提交' text='我们会在 3 个工作日内核实处理，结果将通过消息通知你。' againText='继续投诉' onAgain={() => setDone(false)} />
        ) : (
          <View>
            {fixed ? (
              <Text className='askfor__target'>
                投诉对象：{targetInfo.label}（ID {params.id}）
              </Text>
            ) : (
              <>
                <SegmentTabs tabs={TARGETS} value={target} onChange={setTarget} variant='pill' />
                <FormField label={targetInfo.idLabel} type='number' maxlength={12} {...form.field('targetId')} />
              </>
            )}
            <FormTextareaField label='投诉原因' placeholder='请说明投诉原因，如违规内容、虚假宣传、骚扰等' {...form.field('reason')} />
            <ImageUploader label='证据截图（选填）' value={images} onChange={setImages} />
            <FormField label='联系方式' placeholder='手机号或邮箱（选填）' maxlength={50} {...form.field('contact')} />
            <FormSubmit text='提交' busyText='提交中…' submitting={submitting} failure={failure} onSubmit={() => void submit()} />
          </View>
        )}
      </LoginRequired>
    </PageShell>
  )
}
