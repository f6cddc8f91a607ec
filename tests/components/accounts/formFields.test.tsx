import { act, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import FormField from '@/components/form/FormField'
import FormCodeField from '@/features/account/components/FormCodeField'
import FormTextareaField from '@/components/form/FormTextareaField'
import FormSubmit, { useSubmit } from '@/components/form/FormSubmit'
import { reasonOf, typeInto } from './formInput'

function MobileField({ error }: { error?: string }) {
  const [value, setValue] = useState('138')
  return <FormField label='手机号' name='mobile' value={value} onChange={setValue} error={error} />
}

test('a field shows the reason next to it and its clear button empties it', () => {
  render(<MobileField error='手机号应为 11 位数字，以 13–19 开头' />)
  expect(reasonOf('mobile')).toBe('手机号应为 11 位数字，以 13–19 开头')
  expect(screen.getByTestId('field-mobile').querySelector('taro-input-core')?.getAttribute('value')).toBe('138')
  fireEvent.click(screen.getByTestId('clear-mobile'))
  expect(screen.getByTestId('field-mobile').querySelector('taro-input-core')?.getAttribute('value')).toBe('')
  expect(screen.queryByTestId('clear-mobile')).toBeNull()
})

test('a valid field shows no reason', () => {
  render(<MobileField />)
  expect(reasonOf('mobile')).toBeNull()
})

describe('send-code countdown', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  function CodeField({ onSend }: { onSend: () => Promise<boolean> }) {
    const [value, setValue] = useState('')
    return <FormCodeField value={value} onChange={setValue} onSend={onSend} />
  }
  const button = () => screen.getByTestId('send-code')

  test('获取验证码 → N秒后重试 for 60 s, no second send meanwhile → 重新发送', async () => {
    const onSend = jest.fn(() => Promise.resolve(true))
    render(<CodeField onSend={onSend} />)
    expect(button().textContent).toBe('获取验证码')
    await act(async () => void fireEvent.click(button()))
    expect(button().textContent).toBe('60秒后重试')
    act(() => void jest.advanceTimersByTime(1000))
    expect(button().textContent).toBe('59秒后重试')
    await act(async () => void fireEvent.click(button()))
    expect(onSend).toHaveBeenCalledTimes(1)
    act(() => void jest.advanceTimersByTime(59_000))
    expect(button().textContent).toBe('重新发送')
    await act(async () => void fireEvent.click(button()))
    expect(onSend).toHaveBeenCalledTimes(2)
    expect(button().textContent).toBe('60秒后重试')
  })

  test('a refused send (bad mobile, server said no) starts no countdown', async () => {
    const onSend = jest.fn(() => Promise.resolve(false))
    render(<CodeField onSend={onSend} />)
    await act(async () => void fireEvent.click(button()))
    expect(onSend).toHaveBeenCalledTimes(1)
    expect(button().textContent).toBe('获取验证码')
  })

  test('the code input keeps digits only, at most 6', () => {
    render(<CodeField onSend={() => Promise.resolve(true)} />)
    typeInto('code', '12a34567')
    expect(screen.getByTestId('field-code').querySelector('taro-input-core')?.getAttribute('value')).toBe('123456')
  })
})

test('the textarea counts characters up to 140 and cuts what goes beyond', () => {
  function Content() {
    const [value, setValue] = useState('')
    return <FormTextareaField label='反馈内容' name='content' value={value} onChange={setValue} />
  }
  render(<Content />)
  expect(screen.getByTestId('counter-content').textContent).toBe('0/140')
  typeInto('content', '比分更新太慢')
  expect(screen.getByTestId('counter-content').textContent).toBe('6/140')
  typeInto('content', '好'.repeat(150))
  expect(screen.getByTestId('counter-content').textContent).toBe('140/140')
})

test('a double tap on submit sends once; the server refusal shows above the button', async () => {
  let reject: (e: Error) => void = () => undefined
  const action = jest.fn(() => new Promise<void>((_, r) => (reject = r)))
  function Form() {
    const { submit, submitting, failure } = useSubmit(action)
    return <FormSubmit text='提交' submitting={submitting} failure={failure} onSubmit={() => void submit()} />
  }
  render(<Form />)
  const btn = screen.getByTestId('form-submit')
  fireEvent.click(btn)
  fireEvent.click(btn)
  expect(action).toHaveBeenCalledTimes(1)
  expect(btn.textContent).toBe('提交中…')
  await act(async () => reject(new Error('手机号已注册')))
  expect(screen.getByTestId('form-failure').textContent).toBe('手机号已注册')
  expect(btn.textContent).toBe('提交')
})
