import type { Paged } from '../../types/common'

/** the paged answer every list endpoint gives, from one page of rows and the total */
export function pageOf<T>(list: T[], page: number, limit: number, total: number): Paged<T> {
  return { list, page, limit, total, has_more: page * limit < total }
}
