import { Text, View } from '@tarojs/components'
import { useRef, useState } from 'react'
import FormField from '@/components/form/FormField'
import { useSendCodeCountdown } from '@/features/account/hooks/useSendCodeCountdown'
import { CODE_LENGTH } from '@/utils/validators'
import './index.scss'

interface Props {
  value: string
  onChange: (value: string) => void
  error?: string | null
  /** sends the code (the page checks the mobile first); resolves true, or the seconds to wait, when the server sent it */
  onSend: () => Promise<boolean | number>
  name?: string
  label?: string
  length?: number
}

/**
 * The verification-code row: a digits input of the code's length and the send button with the
 * countdown (60 s, or the server's `resend_in`) (获取验证码 → N秒后重试 → 重新发送). A tap while sending or counting does nothing.
 */
export default function FormCodeField({ value, onChange, error, onSend, name = 'code', label = '验证码', length = CODE_LENGTH }: Props) {
  const countdown = useSendCodeCountdown()
  const sendingRef = useRef(false)
  const [sending, setSending] = useState(false)

  const send = async () => {
    if (countdown.counting || sendingRef.current) return
    sendingRef.current = true
    setSending(true)
    try {
      const sent = await onSend()
      if (sent !== false) countdown.start(typeof sent === 'number' ? sent : undefined)
    } finally {
      sendingRef.current = false
      setSending(false)
    }
  }

  const disabled = countdown.counting || sending
  return (
    <FormField
      label={label}
      name={name}
      value={value}
      onChange={(v) => onChange(v.replace(/\D/g, '').slice(0, length))}
      type='number'
      maxlength={length}
      placeholder={`请输入${length}位验证码`}
      error={error}
      extra={
        <View
          className={`form-code__send ${disabled ? 'form-code__send--disabled' : ''}`}
          data-testid={`send-${name}`}
          aria-disabled={disabled}
          onClick={() => void send()}
        >
          <Text className={`form-code__send-text ${disabled ? 'form-code__send-text--disabled' : ''}`}>{sending ? '发送中…' : countdown.text}</Text>
        </View>
      }
    />
  )
}
