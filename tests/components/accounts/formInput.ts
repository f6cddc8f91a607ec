import { act, screen, within } from '@testing-library/react'

/** types into a FormField the way Taro's H5 input reports it: an `input` event with detail.value */
export function typeInto(fieldName: string, value: string): void {
  const field = screen.getByTestId(`field-${fieldName}`)
  const input = field.querySelector('taro-input-core, taro-textarea-core')
  if (!input) throw new Error(`no input in field ${fieldName}`)
  act(() => {
    input.dispatchEvent(new CustomEvent('input', { detail: { value }, bubbles: true }))
  })
}

export function reasonOf(fieldName: string): string | null {
  return screen.queryByTestId(`error-${fieldName}`)?.textContent ?? null
}

export function textIn(testId: string): string {
  return within(screen.getByTestId(testId)).getByText(/./).textContent ?? ''
}
