import { useRouter } from '@tarojs/taro'
import { Text } from '@tarojs/components'
import PageShell from '@/components/layout/PageShell'
import LoginRequired from '@/components/LoginRequired'
import { MessageForm, sendComplaint, type ComplaintTarget } from '@/features/account'
import './askfor.scss'

const TARGET_LABELS: Record<ComplaintTarget, string> = { post: '帖子', comment: '评论', user: '用户', prediction: '方案', other: '其他' }
// own keys only: `in` would take 'constructor' or 'toString' from a hand-made address for a target
const isTarget = (v: string | undefined): v is ComplaintTarget => v !== undefined && Object.prototype.hasOwnProperty.call(TARGET_LABELS, v)

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
 * target is fixed and named by `about`, what the user saw); opened from the personal center it is
 * a complaint about anything else (type 其他, no id: the app never shows ids to type in).
 */
export default function AskForPage() {
  const { params } = useRouter()
  const { type, id } = params
  const target: ComplaintTarget = isTarget(type) && type !== 'other' && /^\d+$/.test(id ?? '') ? type : 'other'
  const fixed = target !== 'other'
  const targetId = fixed ? id : undefined

  // what is reported, as the user saw it where they tapped 投诉
  const about = decodedParam(params.about)
  const targetFields = fixed ? (
    <Text className='askfor__target' data-testid='complaint-target'>
      投诉对象：{TARGET_LABELS[target]}
      {about ? `「${about}」` : ''}
    </Text>
  ) : (
    <Text className='askfor__hint' data-testid='complaint-hint'>
      投诉帖子、评论、用户或方案，请在它的页面点「投诉」，投诉对象会自动带上；这里可以反映其他问题。
    </Text>
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
          send={(draft) => sendComplaint(target, targetId, draft)}
        />
      </LoginRequired>
    </PageShell>
  )
}
