import { useCallback, useRef, useState } from 'react'
import { type FormErrors, type Rule, validateForm } from '@/utils/formValidation'

export interface FieldBinding<F extends string> {
  name: F
  value: string
  error: string | undefined
  onChange: (value: string) => void
}

export interface Form<F extends string> {
  values: Record<F, string>
  errors: FormErrors<F>
  /** props for a FormField: value, change handler (which clears that field's reason) and reason */
  field: (name: F) => FieldBinding<F>
  /** checks the given fields (default: every field of the schema), shows their reasons, true when all pass */
  validate: (fields?: readonly F[]) => boolean
  /** a reason from elsewhere (the server refused the code, the mobile is taken) */
  setError: (name: F, message: string) => void
  setValue: (name: F, value: string) => void
}

/** the values and validation reasons of one form, checked with the shared rules (utils/formValidation) */
export function useForm<F extends string>(initial: Record<F, string>, schema: Partial<Record<F, readonly Rule[]>>): Form<F> {
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<FormErrors<F>>({})
  // validate() runs in handlers right after typing: read the latest values, not the render's
  const latest = useRef(values)
  latest.current = values

  const setValue = useCallback((name: F, value: string) => {
    latest.current = { ...latest.current, [name]: value }
    setValues((s) => ({ ...s, [name]: value }))
    setErrors((e) => (e[name] ? { ...e, [name]: undefined } : e))
  }, [])

  const setError = useCallback((name: F, message: string) => setErrors((e) => ({ ...e, [name]: message })), [])

  const validate = useCallback(
    (fields?: readonly F[]) => {
      const names = fields ?? (Object.keys(schema) as F[])
      const picked: Partial<Record<F, readonly Rule[]>> = {}
      for (const n of names) picked[n] = schema[n] ?? []
      const found = validateForm(latest.current, picked)
      setErrors((e) => {
        const next = { ...e }
        for (const n of names) next[n] = found[n]
        return next
      })
      return names.every((n) => !found[n])
    },
    [schema],
  )

  const field = (name: F): FieldBinding<F> => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (v: string) => setValue(name, v),
  })

  return { values, errors, field, validate, setError, setValue }
}
