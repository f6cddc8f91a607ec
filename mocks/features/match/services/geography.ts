import type { Db } from '../../../db'
import { statement } from '../../../services/statements'

/** continents and countries of the football database */
export function continentsWithCounts(db: Db): Array<{ id: number; name: string; country_count: number; league_count: number }> {
  return statement(db, `SELECT c.id, c.name, (SELECT COUNT(*) FROM fb_countries x WHERE x.continent_id = c.id) AS country_count,
      (SELECT COUNT(*) FROM fb_leagues l WHERE l.continent_id = c.id) AS league_count FROM fb_continents c ORDER BY c.id`).all() as Array<{ id: number; name: string; country_count: number; league_count: number }>
}

export function continents(db: Db): Array<{ id: number; name: string }> {
  return statement(db, 'SELECT id, name FROM fb_continents ORDER BY id').all() as Array<{ id: number; name: string }>
}

export function continentExists(db: Db, id: number): boolean {
  return statement(db, 'SELECT 1 FROM fb_continents WHERE id = ?').get(id) !== undefined
}

export function countryExists(db: Db, id: number): boolean {
  return statement(db, 'SELECT 1 FROM fb_countries WHERE id = ?').get(id) !== undefined
}

export function countriesOf(db: Db, continentId: number): Array<{ id: number; continent_id: number; name: string; color: string; league_count: number }> {
  return statement(db, `SELECT c.id, c.continent_id, c.name, c.color, (SELECT COUNT(*) FROM fb_leagues l WHERE l.country_id = c.id) AS league_count
      FROM fb_countries c WHERE c.continent_id = ? ORDER BY c.id`).all(continentId) as Array<{ id: number; continent_id: number; name: string; color: string; league_count: number }>
}
