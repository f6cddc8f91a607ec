import LoginRequired from '@/components/LoginRequired'
import { MessageForm, sendFeedback } from '@/features/account'
import PageShell from '@/components/layout/PageShell'

/** feedback: what went wrong or could be better, pictures, and an optional way to reach the user */
export default function FeedbackPage() {
  return (
    <PageShell title='意见反馈'>
      <LoginRequired reason='登录后可以提交反馈'>
        <MessageForm
          textName='content'
          textLabel='反馈内容'
          textPlaceholder='请描述你遇到的问题或建议'
          imagesLabel='截图（选填）'
          doneTitle='反馈已提交'
          doneText='感谢你的建议，我们会尽快处理并通过消息通知你。'
          againText='继续反馈'
          send={sendFeedback}
        />
      </LoginRequired>
    </PageShell>
  )
}
