import dayjs from 'dayjs'
import type { Paged } from '@contract/common'
import type { MatchRow } from '@contract/football'
import { fetchUpcomingOfDay } from '@/features/match/services/footballData'
import type { PageFetcher } from '@/stores/models/ListModel'

/** the recent schedule covers today and the next six days */
export const SCHEDULE_DAYS = 7

/** where a page of the schedule starts: which day, which page of that day */
interface Cursor {
  day: number
  page: number
}

/** the day a match belongs to (Beijing date of its kickoff) */
export const dayOf = (m: MatchRow) => m.start_at_time.slice(0, 10)

/**
 * A ListModel fetcher that reads the coming days one after another: each list page is the next
 * page of the current day, moving on to the next day when one is exhausted and skipping days
 * without matches. The cursor where each page starts is remembered by page number, so a
 * refresh racing a load-more cannot mix their positions.
 */
export function upcomingScheduleFetcher(
  today: string,
  days: number = SCHEDULE_DAYS,
  fetchDay: (date: string, page: number, limit: number) => Promise<Paged<MatchRow>> = fetchUpcomingOfDay,
): PageFetcher<MatchRow> {
  const startOf = new Map<number, Cursor>([[1, { day: 0, page: 1 }]])
  return async (page, limit): Promise<Paged<MatchRow>> => {
    let cursor = startOf.get(page) ?? { day: days, page: 1 }
    while (cursor.day < days) {
      const date = dayjs(today).add(cursor.day, 'day').format('YYYY-MM-DD')
      const res = await fetchDay(date, cursor.page, limit)
      cursor = res.has_more ? { day: cursor.day, page: cursor.page + 1 } : { day: cursor.day + 1, page: 1 }
      if (res.list.length > 0) {
        startOf.set(page + 1, cursor)
        // the total across days is unknown until the last day is read; nothing shows it
        return { list: res.list, page, limit, total: 0, has_more: cursor.day < days }
      }
    }
    return { list: [], page, limit, total: 0, has_more: false }
  }
}
