/**
 * Run by beijingTime.test.ts in a child process whose TZ is not Beijing's (jest's sandbox cannot
 * change the zone of its own process): prints, as JSON, the device's hour and what the app writes
 * on its cards for a few instants.
 */
import { historyPoints } from '../../../src/features/match/components/OddsMovement/history'
import { fullTime, shortTime } from '../../../src/features/experts/utils/predictionText'
import { beijingDateTime } from '../../../src/features/lottery/utils/lottery'
import { beijingFormat } from '../../../src/utils/beijingTime'

/** 2026-11-22 19:30:05 in Beijing = 11:30:05 UTC */
const EVENING = Date.UTC(2026, 10, 22, 11, 30, 5)
/** 2026-11-23 00:30 in Beijing = 11-22 16:30 UTC */
const AFTER_MIDNIGHT = Date.UTC(2026, 10, 22, 16, 30)

const history = {
  event_id: 1,
  company: { id: 1, name: '澳门' },
  europe: [
    { at: EVENING, home: 2.1, draw: 3.2, away: 3.4 },
    { at: AFTER_MIDNIGHT, home: 2, draw: 3.3, away: 3.5 },
  ],
  asia: [],
  ou: [],
}

process.stdout.write(
  JSON.stringify({
    deviceHour: new Date(EVENING).getHours(),
    formatted: beijingFormat(EVENING, 'YYYY-MM-DD HH:mm:ss'),
    afterMidnight: beijingFormat(AFTER_MIDNIGHT, 'MM-DD HH:mm'),
    couponDay: beijingFormat(AFTER_MIDNIGHT, 'YYYY.MM.DD'),
    shortTime: shortTime(EVENING),
    fullTime: fullTime(EVENING),
    drawTime: beijingDateTime(AFTER_MIDNIGHT),
    oddsTimes: historyPoints(history, 'europe').map((p) => p.at),
  }),
)
