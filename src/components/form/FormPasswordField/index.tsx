import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import FormField, { type FormFieldProps } from '@/components/form/FormField'
import './index.scss'

type Props = Omit<FormFieldProps, 'password' | 'type' | 'extra'>

/** a password row with a 显示/隐藏 toggle, so the user can check what they typed on a phone keyboard */
export default function FormPasswordField(props: Props) {
  const [visible, setVisible] = useState(false)
  return (
    <FormField
      maxlength={20}
      {...props}
      password={!visible}
      extra={
        <View className='form-password__toggle' data-testid={`toggle-${props.name}`} onClick={() => setVisible((v) => !v)}>
          <Text className='form-password__toggle-text'>{visible ? '隐藏' : '显示'}</Text>
        </View>
      }
    />
  )
}
