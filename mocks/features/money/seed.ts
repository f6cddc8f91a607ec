import type { Db } from '../../db'
import { DAY_MS } from '../match'
import { demoAccountId } from '../account'
import { hasAnyEntry } from './repository/ledger'
import { checkIn } from './services/checkin'
import { addLedgerEntry } from './services/wallet'

/**
 * The demo account's wallet (docs/operations.md): the 新人礼包 of 100 coins
 * when it was made 30 days ago, real check-ins the day before yesterday and yesterday (the calendar
 * and the streak read the checkins rows, the ledger its entries: 5 + 5 coins, a streak of 2 that
 * today can continue), one prediction bought: 90 coins. Once: an account with entries is left alone.
 */
export async function seedDemoWallet(db: Db, now: number): Promise<void> {
  const id = await demoAccountId(db)
  if (id === undefined || await hasAnyEntry(db, id)) return
  await addLedgerEntry(db, id, { kind: 'coin', amount: 100, title: '新人礼包' }, now - 30 * DAY_MS)
  await checkIn(db, id, now - 2 * DAY_MS)
  await checkIn(db, id, now - DAY_MS)
  await addLedgerEntry(db, id, { kind: 'coin', amount: -20, title: '购买方案' }, now - DAY_MS / 2)
}
