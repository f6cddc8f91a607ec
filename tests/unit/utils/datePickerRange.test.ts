import { datePickerRange } from '@/utils/datePickerRange'

describe('datePickerRange', () => {
  it('reaches 10 years either side of the current year, whole years', () => {
    expect(datePickerRange(new Date(2026, 10, 22))).toEqual({ start: '2016-01-01', end: '2036-12-31' })
    expect(datePickerRange(new Date(2030, 0, 1))).toEqual({ start: '2020-01-01', end: '2040-12-31' })
  })
  it('defaults to today', () => {
    jest.useFakeTimers({ now: new Date(2027, 5, 1) })
    expect(datePickerRange()).toEqual({ start: '2017-01-01', end: '2037-12-31' })
    jest.useRealTimers()
  })
})
