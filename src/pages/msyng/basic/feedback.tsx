import { View } from '@tarojs/components'
import { useMemo, useState } from 'react'
import PageShell from '@/components/PageShell'
import LoginRequired from '@/components/LoginRequired'
import FormField from '@/components/FormField'
import { useForm } from '@/components/FormField/useForm'
import FormTextareaField, { TEXTAREA_MAX } from '@/components/FormTextareaField'
import ImageUploader from '@/components/ImageUploader'
import FormSubmit, { useSubmit } from '@/components/FormSubmit'
import FormDone from '@/components/FormDone'
import { request } from '@/services/request'
import { contactRules } from '@/services/accountRules'
import { rules } from '@/utils/formValidation'

const EMPTY = { content: '', contact: '' }

/** feedback: what went wrong or could be better, pictures, and an optional way to reach the user */
export default function FeedbackPage() {
  const schema = useMemo(
    () => ({ content: [rules.required('请填写反馈内容'), rules.length(1, TEXTAREA_MAX, `反馈内容最多 ${TEXTAREA_MAX} 字`)], contact: contactRules }),
    [],
  )
  const form = useForm(EMPTY, schema)
  const [images, setImages] = useState<string[]>([])
  const [done, setDone] = useState(false)

  const { submit, submitting, failure } = useSubmit(async () => {
    if (!form.validate()) return
    const contact = form.values.contact.trim()
    await request('api/Apis/feedback', { content: form.values.content.trim(), contact: contact || undefined, images }, { loading: '提交中' })
    form.setValue('content', '')
    setImages([])
    setDone(true)
  })

  return (
    <PageShell title='意见反馈'>
      <LoginRequired reason='登录后可以提交反馈'>
        {done ? (
          <FormDone title='反馈已提交' text='感谢你的建议，我们会尽快处理并通过消息通知你。' againText='继续反馈' onAgain={() => setDone(false)} />
        ) : (
          <View>
            <FormTextareaField label='反馈内容' placeholder='请描述你遇到的问题或建议' {...form.field('content')} />
            <ImageUploader label='截图（选填）' value={images} onChange={setImages} />
            <FormField label='联系方式' placeholder='手机号或邮箱（选填）' maxlength={50} {...form.field('contact')} />
            <FormSubmit text='提交' busyText='提交中…' submitting={submitting} failure={failure} onSubmit={() => void submit()} />
          </View>
        )}
      </LoginRequired>
    </PageShell>
  )
}
