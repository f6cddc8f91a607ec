import { Text, View } from '@tarojs/components'
import FormSubmit from '@/components/form/FormSubmit'
import './index.scss'

interface Props {
  title: string
  text: string
  againText: string
  onAgain: () => void
}

/** what a one-shot form (feedback, complaint) shows once the server accepted it */
export default function FormDone({ title, text, againText, onAgain }: Props) {
  return (
    <View className='form-done' data-testid='form-done'>
      <Text className='form-done__mark'>✓</Text>
      <Text className='form-done__title'>{title}</Text>
      <Text className='form-done__text'>{text}</Text>
      <FormSubmit text={againText} kind='ghost' onSubmit={onAgain} />
    </View>
  )
}
