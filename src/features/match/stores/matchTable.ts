import { action, makeObservable, observable, observableRef } from 'mobx'

/** how long a row stays highlighted after a goal */
export const GOAL_FLASH_MS = 3000

interface Identified {
  id: number
}

/**
 * The matches of one list, keyed by id, patched in place by live updates.
 * Each row is stored by reference (not deep-observable): a patch replaces only the changed
 * rows' objects, so only the components reading those rows re-render, and a row whose
 * fields did not change keeps its object.
 */
export class MatchTable<T extends Identified> {
  /** the rows in list order */
  ids: number[] = []
  /** ids whose score just went up; cleared GOAL_FLASH_MS later */
  readonly flashing = observable.set<number>()
  private readonly rows = observable.map<number, T>({}, { deep: false })
  private readonly timers = new Map<number, ReturnType<typeof setTimeout>>()

  constructor(
    /** total goals of a row, to notice a goal */
    private readonly goalsOf: (row: T) => number,
    /** whether two versions of a row show the same thing */
    private readonly sameRow: (a: T, b: T) => boolean,
    private readonly flashMs = GOAL_FLASH_MS,
  ) {
    makeObservable(this, { ids: observableRef, setAll: action, append: action, applyChanges: action, update: action, remove: action, clearFlashes: action })
  }

  get size(): number {
    return this.ids.length
  }

  get(id: number): T | undefined {
    return this.rows.get(id)
  }

  /** every row, in list order */
  all(): T[] {
    const out: T[] = []
    for (const id of this.ids) {
      const row = this.rows.get(id)
      if (row) out.push(row)
    }
    return out
  }

  /** replaces the whole list (a new day or a reload) */
  setAll(list: readonly T[]): void {
    this.clearFlashes()
    this.rows.replace(list.map((m) => [m.id, m] as [number, T]))
    this.ids = list.map((m) => m.id)
  }

  /** adds the next rows of the same list (later pages); rows already present are skipped */
  append(list: readonly T[]): void {
    const fresh = list.filter((m) => !this.rows.has(m.id))
    for (const m of fresh) this.rows.set(m.id, m)
    this.ids = this.ids.concat(fresh.map((m) => m.id))
  }

  /**
   * Applies rows that changed on the server. Rows not in this list are ignored (another day),
   * identical rows are left alone; returns the ids that were updated and those that scored.
   */
  applyChanges(changed: readonly T[]): { updated: number[]; scored: number[] } {
    const updated: number[] = []
    const scored: number[] = []
    for (const next of changed) {
      const prev = this.rows.get(next.id)
      if (!prev || this.sameRow(prev, next)) continue
      this.rows.set(next.id, next)
      updated.push(next.id)
      if (this.goalsOf(next) > this.goalsOf(prev)) {
        scored.push(next.id)
        this.flash(next.id)
      }
    }
    return { updated, scored }
  }

  /** edits one row (the follow star); returns false when the row is not in the list */
  update(id: number, edit: (row: T) => T): boolean {
    const row = this.rows.get(id)
    if (!row) return false
    this.rows.set(id, edit(row))
    return true
  }

  /** takes rows out of the list (a match that left the list's status) */
  remove(ids: readonly number[]): void {
    const gone = new Set(ids.filter((id) => this.rows.has(id)))
    if (gone.size === 0) return
    for (const id of gone) {
      this.rows.delete(id)
      const timer = this.timers.get(id)
      if (timer) clearTimeout(timer)
      this.timers.delete(id)
      this.flashing.delete(id)
    }
    this.ids = this.ids.filter((id) => !gone.has(id))
  }

  /** stops every pending highlight (leaving the page, a new list) */
  clearFlashes(): void {
    for (const t of this.timers.values()) clearTimeout(t)
    this.timers.clear()
    this.flashing.clear()
  }

  private flash(id: number): void {
    const old = this.timers.get(id)
    if (old) clearTimeout(old)
    this.flashing.add(id)
    this.timers.set(
      id,
      setTimeout(
        action(() => {
          this.flashing.delete(id)
          this.timers.delete(id)
        }),
        this.flashMs,
      ),
    )
  }
}
