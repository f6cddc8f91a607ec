import { View } from '@tarojs/components'
import { useMemo, useState, type ReactNode } from 'react'
import FormDone from '@/components/form/FormDone'
import FormField from '@/components/form/FormField'
import { useForm } from '@/components/form/FormField/useForm'
import FormSubmit, { useSubmit } from '@/components/form/FormSubmit'
import FormTextareaField, { TEXTAREA_MAX } from '@/components/form/FormTextareaField'
import ImageUploader from '@/components/form/ImageUploader'
import { contactRules } from '@/features/account/utils/accountRules'
import { rules } from '@/utils/formValidation'

export interface MessageDraft {
  text: string
  /** trimmed; undefined when left empty */
  contact?: string
  images: string[]
}

interface Props {
  /** the text field's name (its test id and the form's key), e.g. content, reason */
  textName: string
  /** what the text is called, e.g. 反馈内容, 投诉原因 */
  textLabel: string
  textPlaceholder: string
  imagesLabel: string
  doneTitle: string
  doneText: string
  againText: string
  /** fields above the text (a complaint's target) */
  extra?: ReactNode
  /** sends the message; a rejection shows under the button and keeps what was typed */
  send: (draft: MessageDraft) => Promise<void>
}

/**
 * A message to the operator (feedback, complaint): text up to 140 characters, screenshots and an
 * optional contact, validated before sending, then a done screen.
 */
export default function MessageForm({ textName, textLabel, textPlaceholder, imagesLabel, doneTitle, doneText, againText, extra, send }: Props) {
  const schema = useMemo(
    () => ({
      text: [rules.required(`请填写${textLabel}`), rules.length(1, TEXTAREA_MAX, `${textLabel}最多 ${TEXTAREA_MAX} 字`)],
      contact: contactRules,
    }),
    [textLabel],
  )
  const form = useForm({ text: '', contact: '' }, schema)
  const [images, setImages] = useState<string[]>([])
  const [done, setDone] = useState(false)

  const { submit, submitting, failure } = useSubmit(async () => {
    if (!form.validate()) return
    const contact = form.values.contact.trim()
    await send({ text: form.values.text.trim(), contact: contact || undefined, images })
    form.setValue('text', '')
    setImages([])
    setDone(true)
  })

  if (done) return <FormDone title={doneTitle} text={doneText} againText={againText} onAgain={() => setDone(false)} />
  return (
    <View>
      {extra}
      <FormTextareaField label={textLabel} placeholder={textPlaceholder} {...form.field('text')} name={textName} />
      <ImageUploader label={imagesLabel} value={images} onChange={setImages} />
      <FormField label='联系方式' placeholder='手机号或邮箱（选填）' maxlength={50} {...form.field('contact')} />
      <FormSubmit text='提交' busyText='提交中…' submitting={submitting} failure={failure} onSubmit={() => void submit()} />
    </View>
  )
}
