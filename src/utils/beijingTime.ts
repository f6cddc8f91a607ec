import dayjs from 'dayjs'
import utc from 'dayjs/plugin/utc'
import './dayjsSetup'

dayjs.extend(utc)

/** Beijing is UTC+8 all year (no summer time) */
const BEIJING_OFFSET_MINUTES = 8 * 60

/**
 * An instant (epoch ms) written on Beijing's clock, whatever zone the device is set to: kickoffs,
 * draws and the server's days are Beijing times, so every time on a card reads on that clock too
 * (React Native uses the phone's own zone, where `dayjs(ms).format()` would shift it).
 * `pattern` is a dayjs format, e.g. 'MM-DD HH:mm'.
 */
export function beijingFormat(ms: number, pattern: string): string {
  return dayjs(ms).utcOffset(BEIJING_OFFSET_MINUTES).format(pattern)
}
