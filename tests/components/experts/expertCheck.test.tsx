import { act, fireEvent, render, screen } from '@testing-library/react'
import type { ExpertApplication } from '@contract/api/experts'
import ExpertCheckPage from '@/pages/msyng/WellKnown/ExpertCheck'
import { rootStore } from '@/stores/RootStore'
import { reasonOf, typeInto } from '../accounts/formInput'
import { makeUser } from '../../setup/fixtures'
import { spyOnTaro, type TaroSpies } from '../../setup/taroSpies'
import { answerBy, ok, type Routes } from './fixtures'
import { specificationOnlyBackend } from '../../setup/backends'

let spies: TaroSpies
let routes: Routes
const application = (over: Partial<ExpertApplication> = {}): ExpertApplication => ({
  status: 'none', is_expert: false, realname_verified: true, title: '', intro: '', submitted_at: null, decided_at: null, reason: '', ...over,
})

beforeEach(() => {
  spies = spyOnTaro()
  routes = { 'api/Apis/expert_check_in_info': () => ok(application()) }
  spies.request.mockImplementation(answerBy(routes))
})
afterEach(() => {
  jest.restoreAllMocks()
  rootStore.user.clearStorage()
})

async function openPage() {
  render(<ExpertCheckPage />)
  await act(async () => undefined)
}

test('logged out: a login prompt and no request', async () => {
  await openPage()
  expect(screen.getByText('登录后申请成为专家')).toBeTruthy()
  expect(spies.request).not.toHaveBeenCalled()
})

test('the form checks title and introduction, then shows the application under review', async () => {
  rootStore.user.signIn(makeUser())
  routes['api/Apis/expert_check_in'] = (d) => ok(application({ status: 'pending', title: String(d.title), intro: String(d.intro), submitted_at: Date.parse('2026-11-22T10:00:00Z') }))
  await openPage()
  expect(screen.getByTestId('application-status').textContent).toBe('未申请')
  typeInto('title', '英')
  typeInto('intro', '看球')
  await act(async () => void fireEvent.click(screen.getByTestId('form-submit')))
  expect(reasonOf('title')).toBe('专家头衔需 2–16 个字')
  expect(reasonOf('intro')).toBe('个人简介需 10–140 个字')

  typeInto('title', '英超数据分析师')
  typeInto('intro', '专注英超十年，擅长让球与大小球分析。')
  await act(async () => void fireEvent.click(screen.getByTestId('form-submit')))
  expect(screen.getByTestId('application-status').textContent).toBe('审核中')
  expect(screen.getByText('头衔：英超数据分析师')).toBeTruthy()
  expect(screen.queryByTestId('form-submit')).toBeNull()
})

test('a rejection shows its reason and the form again; not verified, the way to real-name verification', async () => {
  rootStore.user.signIn(makeUser())
  routes['api/Apis/expert_check_in_info'] = () => ok(application({ status: 'rejected', reason: '简介与实际不符', title: '名嘴', intro: '我是最强的分析师没有之一', realname_verified: false }))
  await openPage()
  expect(screen.getByTestId('reject-reason').textContent).toContain('简介与实际不符')
  fireEvent.click(screen.getByTestId('realname-needed'))
  expect(spies.navigateTo).toHaveBeenCalledWith({ url: '/pages/msyng/Settings/Verified' })
  expect(screen.getByTestId('form-submit')).toBeTruthy()
})

test('approved: an expert now, with the way to publish while the pay module is on', async () => {
  rootStore.user.signIn(makeUser())
  rootStore.app.setPayModule(true)
  routes['api/Apis/expert_check_in_info'] = () => ok(application({ status: 'approved', is_expert: true }))
  routes['api/user/get_member'] = () => ok(null)
  await openPage()
  expect(screen.getByTestId('application-status').textContent).toBe('已是认证专家')
  fireEvent.click(screen.getByTestId('go-publish'))
  expect(spies.navigateTo).toHaveBeenCalledWith({ url: '/pages/publish/publishPetition' })
  rootStore.app.setPayModule(false)
})

describe('on a backend without the application-status endpoint (the specification part only)', () => {
  beforeEach(specificationOnlyBackend)

  test('starts from the form, applies with expert_check_in alone and shows the answer, with no error', async () => {
    rootStore.user.signIn(makeUser())
    routes['api/Apis/expert_check_in'] = (d) => ok(application({ status: 'pending', title: String(d.title), intro: String(d.intro), submitted_at: Date.parse('2026-11-22T10:00:00Z') }))
    await openPage()
    expect(screen.getByTestId('application-status').textContent).toBe('未申请')
    expect(screen.queryByText(/请求失败|404|系统错误/)).toBeNull()
    typeInto('title', '英超数据分析师')
    typeInto('intro', '专注英超十年，擅长让球与大小球分析。')
    await act(async () => void fireEvent.click(screen.getByTestId('form-submit')))
    expect(screen.getByTestId('application-status').textContent).toBe('审核中')
    const asked = spies.request.mock.calls.map(([o]) => (o as { url: string }).url.replace(/^.*?(api\/)/, 'api/'))
    expect(asked).toEqual(['api/Apis/expert_check_in'])
  })
})
