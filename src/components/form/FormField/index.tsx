import { Input, Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import './index.scss'

export interface FormFieldProps {
  label: string
  value: string
  onChange: (value: string) => void
  /** names the field for tests and for the error's id */
  name: string
  placeholder?: string
  type?: 'text' | 'number' | 'idcard' | 'digit'
  password?: boolean
  maxlength?: number
  /**
   * at most this many characters as the user sees them (code points: an emoji is one), the way
   * the contract's rules count (e.g. nicknameFits); what is typed beyond is not taken
   */
  maxChars?: number
  /** why the value is refused, shown under the field; nothing when valid */
  error?: string | null
  /** default true: a clear button while the field has text */
  clearable?: boolean
  disabled?: boolean
  /** controls after the input (send-code button, show-password toggle) */
  extra?: ReactNode
  onBlur?: () => void
}

/** the first `max` characters (code points) of `value` */
export function clipChars(value: string, max: number): string {
  const chars = Array.from(value)
  return chars.length <= max ? value : chars.slice(0, max).join('')
}

/** one labelled input row with its clear button and the validation reason: every form in the app is built from these */
export default function FormField({
  label,
  value,
  onChange,
  name,
  placeholder,
  type = 'text',
  password = false,
  maxlength,
  maxChars,
  error,
  clearable = true,
  disabled = false,
  extra,
  onBlur,
}: FormFieldProps) {
  return (
    <View className={`form-field ${error ? 'form-field--invalid' : ''}`} data-testid={`field-${name}`}>
      <View className='form-field__row'>
        <Text className='form-field__label'>{label}</Text>
        <Input
          className='form-field__input'
          value={value}
          type={type}
          password={password}
          // the native limit counts UTF-16 units (an emoji is 2): room for maxChars of any kind, clipped below
          maxlength={maxlength ?? (maxChars ? maxChars * 2 : 140)}
          disabled={disabled}
          placeholder={placeholder ?? `请输入${label}`}
          placeholderClass='form-field__placeholder'
          onInput={(e) => onChange(maxChars ? clipChars(e.detail.value, maxChars) : e.detail.value)}
          onBlur={onBlur}
        />
        {clearable && value !== '' && !disabled && (
          <View className='form-field__clear' data-testid={`clear-${name}`} onClick={() => onChange('')}>
            <Text className='form-field__clear-text'>×</Text>
          </View>
        )}
        {extra}
      </View>
      {error ? (
        <Text className='form-field__error' data-testid={`error-${name}`}>
          {error}
        </Text>
      ) : null}
    </View>
  )
}
