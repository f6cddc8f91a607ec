import type { SmsScene } from '@contract/api/account'
import type { Form } from '@/components/form/FormField/useForm'
import { sendSmsCode } from '@/features/account/services/account'
import { errorMessage } from '@/services/apiError'
import { toast } from '@/components/feedback/toast'

/**
 * The send button of a FormCodeField on a form with `mobile` and `code` fields: checks the mobile
 * first, then asks the server for a code of this scene; a refusal is shown under the code field.
 * Resolves the server's wait before the next code (`resend_in`, seconds) when a code was sent
 * (the countdown starts only then), false otherwise.
 */
export function useSmsCodeSender<F extends string>(form: Form<F | 'mobile' | 'code'>, scene: SmsScene): () => Promise<number | false> {
  return async () => {
    if (!form.validate(['mobile'])) return false
    try {
      const sent = await sendSmsCode(form.values.mobile.trim(), scene)
      toast('验证码已发送')
      return sent.resend_in
    } catch (e) {
      form.setError('code', errorMessage(e, '验证码发送失败'))
      return false
    }
  }
}
