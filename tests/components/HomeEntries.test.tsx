import { fireEvent, render, screen } from '@testing-library/react'
import { MAIN_ROUTES, SUBPACKAGE_PAGES, SUBPACKAGE_ROOT, TAB_ROUTES } from '../weapp/routes'
import HomeEntries, { FREE_ENTRIES, PAID_ENTRIES, homeEntries } from '@/features/match/components/HomeEntries'
import { spyOnTaro, type TaroSpies } from '../setup/taroSpies'

let spies: TaroSpies
beforeEach(() => {
  spies = spyOnTaro()
})
afterEach(() => jest.restoreAllMocks())

/** every route of docs/product/routes.md (the list app.json is checked against), with a leading slash */
const declaredRoutes = new Set([...TAB_ROUTES, ...MAIN_ROUTES, ...SUBPACKAGE_PAGES.map((p) => `${SUBPACKAGE_ROOT}/${p}`)].map((r) => `/${r}`))

test('every home entry opens a page the app declares (the odds tools and the recent schedule included)', () => {
  for (const e of [...FREE_ENTRIES, ...PAID_ENTRIES]) expect(declaredRoutes.has(e.url.replace(/\/$/, ''))).toBe(true)
  expect(FREE_ENTRIES.map((e) => e.label)).toEqual(expect.arrayContaining(['资料库', '指数', '同赔', '等赔', '赛程', '开奖', '计算器']))
})

test('the paid entries are there only with the pay module on; a tap opens the entry', () => {
  expect(homeEntries(false).map((e) => e.label)).not.toContain('专家')
  render(<HomeEntries entries={homeEntries(true)} />)
  fireEvent.click(screen.getByTestId('entry-等赔'))
  expect(spies.navigateTo).toHaveBeenCalledWith({ url: '/pages/winnow/Indemnity' })
  expect(screen.getByTestId('entry-擂台')).toBeTruthy()
})
