import { act, render, screen } from '@testing-library/react'
import UpgradePage from '@/pages/msyng/upgrade/upgrade'
import { httpAnswer, spyOnTaro, type TaroSpies } from '../../setup/taroSpies'

let spies: TaroSpies
beforeEach(() => {
  spies = spyOnTaro()
})
afterEach(() => jest.restoreAllMocks())

function serveVersion(version: string) {
  spies.request.mockImplementation((() =>
    Promise.resolve(httpAnswer({ code: 1, msg: 'ok', data: { content: 'VER', title: '版本说明', version, text: ['新增进球提醒', '修复已知问题'], updated_at: 0 } }))) as never)
}

test('a newer server version offers the update with its notes', async () => {
  serveVersion('1.4.0')
  render(<UpgradePage />)
  await act(async () => undefined)
  const card = screen.getByTestId('upgrade-available')
  expect(card.textContent).toContain('发现新版本')
  expect(card.textContent).toContain('V1.4.0')
  expect(card.textContent).toContain('1. 新增进球提醒')
  expect(card.textContent).toContain('当前版本 V1.3.5（251）')
  expect(screen.getByText('立即更新')).toBeTruthy()
})

test('the same version says this build is current and offers no update', async () => {
  serveVersion('1.3.5')
  render(<UpgradePage />)
  await act(async () => undefined)
  expect(screen.getByTestId('upgrade-current').textContent).toContain('已是最新版本')
  expect(screen.queryByText('立即更新')).toBeNull()
})
