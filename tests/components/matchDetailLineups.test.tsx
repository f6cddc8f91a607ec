import Taro from '@tarojs/taro'
import { act, screen } from '@testing-library/react'
import { Current } from '@tarojs/runtime'
import type { LineupRes } from '@contract/api/match'
import SportsSetailsPage from '@/pages/msyng/sportsSetails/sportsSetails'
import { openPage, leavePage } from '../setup/pageEvents'
import { httpAnswer, spyOnTaro } from '../setup/taroSpies'
import { matchDetailFixture } from './matchFixtures'

/**
 * 首发公布 on the open match detail: the alert's tap opens `?tab=lineup`, and the 阵容 tab reads
 * its line-ups again when the match's topic says they were announced (the expected XI becomes the
 * confirmed one without a pull-to-refresh).
 */
const MATCH_ID = 7
let socket: { open: () => void; push: (m: object) => void }
let confirmed = false
let lineupReads = 0

function fakeTaroSocket() {
  const cbs: { open?: () => void; message?: (r: { data: string }) => void } = {}
  const task = {
    send: () => undefined,
    close: () => undefined,
    onOpen: (cb: () => void) => void (cbs.open = cb),
    onMessage: (cb: (r: { data: string }) => void) => void (cbs.message = cb),
    onClose: () => undefined,
    onError: () => undefined,
  }
  socket = { open: () => cbs.open?.(), push: (m) => cbs.message?.({ data: JSON.stringify(m) }) }
  return Promise.resolve(task)
}

function side(name: string, teamId: number, formation: string): LineupRes['home'] {
  const player = (i: number) => ({ id: teamId * 100 + i, name: `${name}${i}`, position: '中场' as const, shirt_number: i, market_value: '€5000000', age: 25, nationality: '中国', x: 50, y: 5 * i, captain: i === 1 })
  return { team: { id: teamId, name: `${name}队`, short_name: name, logo: { color: '#000', text: name } }, formation, coach: `${name}教练`, starters: Array.from({ length: 11 }, (_, i) => player(i + 1)), substitutes: [player(12)] }
}

beforeEach(() => {
  confirmed = false
  lineupReads = 0
  Current.router = { params: { id: String(MATCH_ID), tab: 'lineup' }, path: '/pages/msyng/sportsSetails/sportsSetails', $taroPath: 'sportsSetails', onReady: '', onHide: '', onShow: '' }
  const spies = spyOnTaro()
  jest.spyOn(Taro, 'connectSocket').mockImplementation(fakeTaroSocket as never)
  spies.request.mockImplementation(((opts: { url: string }) => {
    const ok = (data: unknown) => Promise.resolve(httpAnswer({ code: 1, msg: 'ok', data }))
    if (opts.url.endsWith('api/Game/get_xq')) return ok(matchDetailFixture({ id: MATCH_ID, status_id: 0, status_text: '未开赛', current_score: '', elapsed: 0, elapsed_text: '' }))
    if (opts.url.endsWith('api/Game/xq_bszr')) {
      lineupReads++
      return ok({ event_id: MATCH_ID, confirmed, home: side('主', 14, '4-3-3'), away: side('客', 15, '4-4-2') })
    }
    if (opts.url.endsWith('api/Game/match_ratings')) return ok({ event_id: MATCH_ID, started: false, final: false, best_player_id: null, home: [], away: [] })
    return Promise.reject(new Error(`unexpected request ${opts.url}`))
  }) as never)
})
afterEach(leavePage)

const lineupPush = { topic: `match:${MATCH_ID}`, type: 'lineups', data: { match_id: MATCH_ID, home: { team_id: 14, short_name: '主', formation: '4-3-3' }, away: { team_id: 15, short_name: '客', formation: '4-4-2' } }, at: 1 }

test('?tab=lineup opens 阵容; the announcement turns the expected XI into the confirmed one, once', async () => {
  await openPage(<SportsSetailsPage />)
  await act(async () => undefined)
  expect(screen.getByTestId('panel-lineup').textContent).toContain('预计阵容')
  expect(lineupReads).toBe(1)
  act(() => socket.open())

  confirmed = true
  await act(async () => socket.push(lineupPush))
  expect(lineupReads).toBe(2)
  expect(screen.getByTestId('panel-lineup').textContent).toContain('首发阵容')
  expect(screen.getByTestId('panel-lineup').textContent).not.toContain('预计阵容')
  // a resend finds them confirmed already: nothing to read
  await act(async () => socket.push(lineupPush))
  expect(lineupReads).toBe(2)
})

test('without ?tab the page opens on 直播, and the announcement reads nothing for a tab never opened', async () => {
  Current.router = { ...Current.router!, params: { id: String(MATCH_ID) } }
  await openPage(<SportsSetailsPage />)
  act(() => socket.open())
  expect(screen.queryByTestId('panel-lineup')).toBeNull()
  await act(async () => socket.push(lineupPush))
  expect(lineupReads).toBe(0)
})
