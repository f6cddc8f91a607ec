import { useRouter } from '@tarojs/taro'
import { Text } from '@tarojs/components'
import { useMemo, useState } from 'react'
import PageShell from '@/components/layout/PageShell'
import LoginRequired from '@/components/LoginRequired'
import MessageForm from '@/features/account/components/MessageForm'
import SegmentTabs from '@/components/layout/SegmentTabs'
import FormField from '@/components/form/FormField'
import { useForm } from '@/components/form/FormField/useForm'
import { sendComplaint, type ComplaintTarget } from '@/features/account/stores/messagesModel'
import { rules } from '@/utils/formValidation'
import './askfor.scss'

type Target = ComplaintTarget
const TARGETS: readonly { key: Target; label: string; idLabel: string }[] = [
  { key: 'post', label: '帖子', idLabel: '帖子ID' },
  { key: 'comment', label: '评论', idLabel: '评论ID' },
  { key: 'user', label: '用户', idLabel: '用户ID' },
  { key: 'prediction', label: '方案', idLabel: '方案ID' },
  { key: 'other', label: '其他', idLabel: '相关ID' },
]
const isTarget = (v: string | undefined): v is Target => TARGETS.some((t) => t.key === v)

/** a query value as written by routeUrl (encoded); one the router decoded already stays as it is */
function decodedParam(value: string | undefined): string {
  if (!value) return ''
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/**
 * Complaint / report. Opened from a post, comment, user or prediction with ?type=&id=&about= (the
 * target is then fixed and named by `about`, what the user saw); opened from the personal center
 * the user picks the kind and the ID.
 */
export default function AskForPage() {
  const { params } = useRouter()
  const fixed = isTarget(params.type) && /^\d+$/.test(params.id ?? '')
  const [target, setTarget] = useState<Target>(isTarget(params.type) ? params.type : 'post')
  const schema = useMemo(() => ({ targetId: [rules.required('请输入被投诉对象的ID'), rules.digits('ID只能是数字')] }), [])
  const targetForm = useForm({ targetId: fixed ? String(params.id) : '' }, schema)
  const targetInfo = TARGETS.find((t) => t.key === target) ?? TARGETS[0]

  // what is reported, as the user saw it where they tapped 投诉 (the app never shows ids)
  const about = decodedParam(params.about)
  const targetFields = fixed ? (
    <Text className='askfor__target' data-testid='complaint-target'>
      投诉对象：{targetInfo.label}
      {about ? `「${about}」` : ''}
    </Text>
  ) : (
    <>
      <SegmentTabs tabs={TARGETS} value={target} onChange={setTarget} variant='pill' />
      <FormField label={targetInfo.idLabel} type='number' maxlength={12} {...targetForm.field('targetId')} />
    </>
  )

  return (
    <PageShell title='投诉'>
      <LoginRequired reason='登录后可以提交投诉'>
        <MessageForm
          textName='reason'
          textLabel='投诉原因'
          textPlaceholder='请说明投诉原因，如违规内容、虚假宣传、骚扰等'
          imagesLabel='证据截图（选填）'
          doneTitle='投诉已提交'
          doneText='我们会在 3 个工作日内核实处理，结果将通过消息通知你。'
          againText='继续投诉'
          extra={targetFields}
          validateExtra={() => targetForm.validate()}
          send={(draft) => sendComplaint(target, targetForm.values.targetId, draft)}
        />
      </LoginRequired>
    </PageShell>
  )
}
