/** one schema step of a feature; features list theirs, `migrate` applies them in the features' order */
export interface Migration {
  /** unique, never renamed: `<domain>_<nnn>_<what>` (names already applied keep their old domain word) */
  name: string
  sql: string
  /**
   * rebuilds a table others reference (create new, copy, drop, rename): run with foreign keys off,
   * as SQLite's documented procedure requires (with them on, the DROP would cascade into the
   * referencing tables); the references are checked after the migration and before it is recorded
   */
  foreignKeysOff?: boolean
}
