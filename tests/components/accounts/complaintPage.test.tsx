import { act, fireEvent, render, screen } from '@testing-library/react'
import { Current } from '@tarojs/runtime'
import AskForPage from '@/pages/msyng/complaint/askfor'
import { rootStore } from '@/stores/RootStore'
import { httpAnswer, spyOnTaro, type TaroSpies } from '../../setup/taroSpies'
import { makeUser } from '../../setup/fixtures'
import { reasonOf, typeInto } from './formInput'
import { leavePage } from '../../setup/pageEvents'

let spies: TaroSpies
/** the fields of each request sent, by path */
const sent = () =>
  spies.request.mock.calls.map(([o]) => {
    const { url, data } = o as { url: string; data: Record<string, unknown> }
    return { path: url.replace(/^.*\/api\//, 'api/'), data }
  })

beforeEach(() => {
  // opened from the personal center: no target given
  Current.router = { params: {}, path: '/pages/msyng/complaint/askfor', $taroPath: 'askfor', onReady: '', onHide: '', onShow: '' }
  spies = spyOnTaro()
  rootStore.user.signIn(makeUser())
  spies.request.mockImplementation((() => Promise.resolve(httpAnswer({ code: 1, msg: 'ok', data: { id: 3 } }))) as never)
})
afterEach(leavePage)

const submit = () => act(async () => void fireEvent.click(screen.getByTestId('form-submit')))

test('opened from 我的, it asks for no ID (the app shows none) and says where to report a post, comment, user or prediction', async () => {
  render(<AskForPage />)
  expect(screen.queryByTestId('field-targetId')).toBeNull()
  expect(screen.queryByText(/ID/)).toBeNull()
  expect(screen.getByTestId('complaint-hint').textContent).toContain('请在它的页面点「投诉」')
  typeInto('reason', '客服一直不回复')
  await submit()
  const { data } = sent()[0]
  expect(data).toMatchObject({ target_type: 'other', reason: '客服一直不回复' })
  expect(data).not.toHaveProperty('target_id')
})

test('a contact that is neither a mobile nor an e-mail is refused next to it, and nothing is sent', async () => {
  render(<AskForPage />)
  typeInto('reason', '广告刷屏')
  typeInto('contact', '12345')
  await submit()
  expect(reasonOf('contact')).toBe('请填写正确的手机号或邮箱')
  expect(spies.request).not.toHaveBeenCalled()
})

test('a complaint with a contact is sent with it; without one, no contact is sent', async () => {
  render(<AskForPage />)
  typeInto('reason', '广告刷屏')
  typeInto('contact', 'fan@example.com')
  await submit()
  expect(sent()[0]).toMatchObject({ path: 'api/user/askforAdd', data: { target_type: 'other', reason: '广告刷屏', contact: 'fan@example.com' } })
  expect(screen.getByText('投诉已提交')).toBeTruthy()

  // another one: the contact stays filled in; emptied, none is sent
  fireEvent.click(screen.getByText('继续投诉'))
  expect(screen.getByTestId('field-contact').querySelector('taro-input-core')?.getAttribute('value')).toBe('fan@example.com')
  typeInto('reason', '骚扰私信')
  typeInto('contact', '')
  await submit()
  expect(sent()[1].data).not.toHaveProperty('contact')
})

test('opened from a post, it names the post as the user saw it, asks for no ID, and sends the post’s id', async () => {
  Current.router = {
    params: { type: 'post', id: '42', about: encodeURIComponent('绿茵老炮：今晚主队必胜') },
    path: '/pages/msyng/complaint/askfor',
    $taroPath: 'askfor',
    onReady: '',
    onHide: '',
    onShow: '',
  }
  render(<AskForPage />)
  expect(screen.getByTestId('complaint-target').textContent).toBe('投诉对象：帖子「绿茵老炮：今晚主队必胜」')
  expect(screen.queryByTestId('field-targetId')).toBeNull()
  expect(screen.queryByText(/帖子ID|ID 42/)).toBeNull()
  typeInto('reason', '广告刷屏')
  await submit()
  expect(sent()[0]).toMatchObject({ path: 'api/user/askforAdd', data: { target_type: 'post', target_id: '42', reason: '广告刷屏' } })
})

test('an address naming no known target (a hand-made ?type=constructor) is a complaint about something else', async () => {
  Current.router = { params: { type: 'constructor', id: '7' }, path: '/pages/msyng/complaint/askfor', $taroPath: 'askfor', onReady: '', onHide: '', onShow: '' }
  render(<AskForPage />)
  expect(screen.queryByTestId('complaint-target')).toBeNull()
  expect(screen.getByTestId('complaint-hint')).toBeTruthy()
  typeInto('reason', '页面打不开')
  await submit()
  expect(sent()[0].data).toMatchObject({ target_type: 'other' })
  expect(sent()[0].data).not.toHaveProperty('target_id')
})
