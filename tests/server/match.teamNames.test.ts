import { uniqueShortName } from '../../mocks/features/match'
import { rowsOf } from './rows'
import { SEED_TIMEOUT_MS, seededAtNoon } from './match.helpers'

describe('club short names', () => {
  it('no two clubs share a short name in the seeded world', async () => {
    const db = await seededAtNoon()
    const rows = await rowsOf(db, 'fb_teams', {}, ['name', 'short_name'])
    expect(rows.length).toBeGreaterThan(300)
    const shared = rows.filter((row, i) => rows.findIndex((other) => other.short_name === row.short_name) !== i)
    expect(shared).toEqual([])
    await db.close()
  }, SEED_TIMEOUT_MS)

  it('keeps the city for the first club and adds the suffix for a second one of the same city', () => {
    const taken = new Set<string>()
    const first = uniqueShortName('萨里亚', '竞技', taken)
    taken.add(first)
    const second = uniqueShortName('萨里亚', '联', taken)
    taken.add(second)
    const third = uniqueShortName('萨里亚', '足球俱乐部', taken)
    expect([first, second, third]).toEqual(['萨里亚', '萨里亚联', '萨里亚FC'])
    expect(uniqueShortName('圣玛丽亚港', '城', new Set())).toBe('圣玛丽亚')
  })
})
