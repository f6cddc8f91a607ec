import { Text, View } from '@tarojs/components'
import './index.scss'

interface Props {
  text: string
  onSubmit: () => void
  submitting?: boolean
  /** the server's refusal (or a form-level reason), shown above the button */
  failure?: string | null
  /** default: text + '中…' while submitting */
  busyText?: string
  /** 'ghost' for a secondary action under the main one */
  kind?: 'primary' | 'ghost'
}

/** a form's main button with its in-flight state and the form-level failure message */
export default function FormSubmit({ text, onSubmit, submitting = false, failure, busyText, kind = 'primary' }: Props) {
  return (
    <View className='form-submit'>
      {failure ? (
        <Text className='form-submit__failure' data-testid='form-failure'>
          {failure}
        </Text>
      ) : null}
      <View
        className={`form-submit__button form-submit__button--${kind} ${submitting ? 'form-submit__button--busy' : ''}`}
        data-testid='form-submit'
        aria-disabled={submitting}
        onClick={() => {
          if (!submitting) onSubmit()
        }}
      >
        <Text className={`form-submit__text form-submit__text--${kind}`}>{submitting ? busyText ?? `${text}中…` : text}</Text>
      </View>
    </View>
  )
}

export { useSubmit } from './useSubmit'
