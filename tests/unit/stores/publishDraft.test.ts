import { PublishDraft, type DraftLeg } from '@/features/experts/stores/publishDraftModel'
import { OptimisticToggle } from '@/stores/models/OptimisticToggle'
import { deferred } from '../../setup/deferred'
import { upcomingMatch } from '../../components/experts/fixtures'

const leg = (matchId: number, odds: number, over: Partial<DraftLeg> = {}): DraftLeg => ({
  match: upcomingMatch(matchId),
  play: '1x2',
  pick: 'home',
  line: null,
  pick_text: '主胜',
  odds,
  ...over,
})
const texts = { title: '两场稳胆串起来', content: '' }

test('a single keeps one leg: another pick replaces it', () => {
  const draft = new PublishDraft('single', false)
  draft.choosePick(leg(1, 1.9))
  draft.choosePick(leg(2, 2.1))
  expect(draft.legs.map((l) => l.match.id)).toEqual([2])
  expect(draft.combinedOdds).toBe(2.1)
  expect(draft.problem(texts)).toBeNull()
})

test('a parlay: one leg per match (a new pick on a chosen match replaces its leg), odds multiply, at most 8 legs', () => {
  const draft = new PublishDraft('parlay', false)
  draft.choosePick(leg(1, 1.9))
  expect(draft.problem(texts)).toBe('串关需 2–8 场比赛')
  draft.choosePick(leg(2, 2))
  draft.choosePick(leg(1, 1.5, { pick: 'away', pick_text: '客胜' }))
  expect(draft.legs.map((l) => [l.match.id, l.pick])).toEqual([[2, 'home'], [1, 'away']])
  expect(draft.combinedOdds).toBe(3)
  for (let id = 3; id <= 10; id++) draft.choosePick(leg(id, 1.1))
  expect(draft.legs).toHaveLength(8)
  expect(draft.canAddLeg).toBe(false)
  draft.removeLeg(2)
  expect(draft.canAddLeg).toBe(true)
})

test('the server\'s limits are checked first: title length, analysis length, the coin prices; an arena entry has no price', () => {
  const draft = new PublishDraft('single', false)
  draft.choosePick(leg(1, 1.9))
  expect(draft.problem({ title: '稳', content: '' })).toBe('标题需 4–30 个字')
  expect(draft.problem({ title: '主队稳胜', content: '析'.repeat(141) })).toBe('分析最多 140 个字')
  draft.setPrice(20)
  expect(draft.problem({ title: '主队稳胜', content: '' })).toContain('价格只能是')
  draft.setPrice(18)
  draft.setRefundOnMiss(true)
  expect(draft.refundOnMiss).toBe(true)
  // free: nothing to refund
  draft.setPrice(0)
  expect(draft.refundOnMiss).toBe(false)
  const arena = new PublishDraft('single', true)
  arena.choosePick(leg(1, 1.9))
  arena.setPrice(20)
  expect(arena.problem({ title: '主队稳胜', content: '' })).toBeNull()
})

test('a follow shows at once, takes the server\'s answer, rolls back on failure, and ignores a tap while in flight', async () => {
  const answer = deferred<boolean>()
  const send = jest.fn().mockReturnValueOnce(answer.promise).mockRejectedValueOnce(new Error('操作太频繁'))
  const toggle = new OptimisticToggle(send)
  let shown = false
  const apply = (on: boolean) => (shown = on)
  const first = toggle.toggle(5, shown, apply)
  expect(shown).toBe(true)
  expect(toggle.isBusy(5)).toBe(true)
  expect(await toggle.toggle(5, shown, apply)).toBe(true) // ignored: still in flight
  answer.resolve(true)
  expect(await first).toBe(true)
  expect(send).toHaveBeenCalledTimes(1)
  expect(await toggle.toggle(5, shown, apply)).toBe(true) // refused: back to followed
  expect(shown).toBe(true)
  expect(send).toHaveBeenLastCalledWith(5, false)
})
