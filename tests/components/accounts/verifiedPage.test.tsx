import { act, fireEvent, render, screen } from '@testing-library/react'
import VerifiedPage from '@/pages/msyng/Settings/Verified'
import { rootStore } from '@/stores/RootStore'
import { chinaDate, idCardAgeProblem, idCardCheckChar, UNDERAGE_MESSAGE } from '@contract/validation/idCard'
import { httpAnswer, spyOnTaro, type TaroSpies } from '../../setup/taroSpies'
import { makeUser } from '../../setup/fixtures'
import { reasonOf, typeInto } from './formInput'

/** a valid Beijing ID number of someone born `years` years before today's date in China, plus `days` */
function idBornYearsAgo(years: number, days = 0): string {
  const today = chinaDate(Date.now())
  const d = new Date(Date.UTC(today.year - years, today.month - 1, today.day + days))
  const first17 = `110101${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}123`
  return first17 + idCardCheckChar(first17)
}

let spies: TaroSpies
const paths = () => spies.request.mock.calls.map(([o]) => (o as { url: string }).url.replace(/^.*\/api\//, 'api/'))
beforeEach(() => {
  spies = spyOnTaro()
  rootStore.user.signIn(makeUser())
  spies.request.mockImplementation(((o: { url: string }) =>
    Promise.resolve(httpAnswer({ code: 1, msg: 'ok', data: o.url.endsWith('auth_info') ? { verified: false, name: '', id_card: '', verified_at: null } : null }))) as never)
})
afterEach(() => {
  jest.restoreAllMocks()
  rootStore.user.clearStorage()
})

test('the age rule: a minor is refused, the 18th birthday itself counts as adult', () => {
  const now = Date.now()
  expect(idCardAgeProblem(idBornYearsAgo(18, 1), now)).toBe(UNDERAGE_MESSAGE)
  expect(idCardAgeProblem(idBornYearsAgo(18), now)).toBeNull()
  expect(idCardAgeProblem(idBornYearsAgo(30), now)).toBeNull()
  // a malformed number is the format rule's business, not the age rule's
  expect(idCardAgeProblem('123', now)).toBeNull()
})

/** fills the form with a real name and the given ID number and submits it */
async function submitWith(idCard: string) {
  render(<VerifiedPage />)
  await act(async () => undefined)
  typeInto('name', '张三')
  typeInto('id_card', idCard)
  await act(async () => void fireEvent.click(screen.getByTestId('form-submit')))
}

test('an ID number of someone under 18 is refused next to the field before anything is sent', async () => {
  await submitWith(idBornYearsAgo(17))
  expect(reasonOf('id_card')).toBe('未满 18 周岁不能进行实名认证')
  expect(paths()).toEqual(['api/AuthName/auth_info'])
})

test('an adult’s number is sent', async () => {
  await submitWith(idBornYearsAgo(18))
  expect(reasonOf('id_card')).toBeNull()
  expect(paths()).toContain('api/AuthName/auth')
})
