/** docs/product/constants.md: date pickers reach 10 years either side of the current year */
export const DATE_PICKER_YEARS = 10

/** `start` / `end` for Taro's <Picker mode='date'> (YYYY-MM-DD), from the current year */
export function datePickerRange(now: Date = new Date()): { start: string; end: string } {
  const year = now.getFullYear()
  return { start: `${year - DATE_PICKER_YEARS}-01-01`, end: `${year + DATE_PICKER_YEARS}-12-31` }
}
