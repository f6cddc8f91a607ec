import type { Db } from '../../../db'
import type { ForumPlace } from '../../../../types/api/community'
import type { Paged } from '../../../../types/common'
import { COUNTRIES, countriesWithContinent, hashKeys, refs } from '../../match'

/** places a post may name: the seeded clubs' stadiums and the named cities */

const placeCache = new WeakMap<Db, ForumPlace[]>()

/** a stable point for a name: no map service is reachable, so coordinates only need to be consistent */
function pointFor(name: string, band: { lat: number; lng: number }): { latitude: number; longitude: number } {
  const h = hashKeys('place', name)
  const round = (x: number) => Math.round(x * 1e6) / 1e6
  return { latitude: round(band.lat + ((h % 10_000) / 10_000) * 8 - 4), longitude: round(band.lng + ((Math.floor(h / 10_000) % 10_000) / 10_000) * 8 - 4) }
}

/** rough centre of each continent, so a stadium lands on the right side of the world */
const CONTINENT_CENTRE: Record<string, { lat: number; lng: number }> = {
  欧洲: { lat: 48, lng: 10 },
  亚洲: { lat: 33, lng: 115 },
  非洲: { lat: 8, lng: 20 },
  南美洲: { lat: -15, lng: -55 },
  北美洲: { lat: 38, lng: -95 },
  大洋洲: { lat: -28, lng: 140 },
}

export async function allPlaces(db: Db): Promise<ForumPlace[]> {
  const hit = placeCache.get(db)
  if (hit) return hit
  const rf = await refs(db)
  const countries = new Map((await countriesWithContinent(db)).map((c) => [c.id, c]))
  const places: ForumPlace[] = []
  const seen = new Set<string>()
  for (const def of COUNTRIES) {
    for (const city of def.cities ?? []) {
      const band = CONTINENT_CENTRE[def.continent] ?? CONTINENT_CENTRE['亚洲']
      places.push({ name: city, address: `${def.name}·${city}`, ...pointFor(city, band) })
      seen.add(city)
    }
  }
  for (const team of rf.teams.values()) {
    if (seen.has(team.venue)) continue
    seen.add(team.venue)
    const country = countries.get(team.country_id)
    const band = CONTINENT_CENTRE[country?.continent ?? '亚洲'] ?? CONTINENT_CENTRE['亚洲']
    places.push({ name: team.venue, address: `${country?.name ?? ''}·${team.name}主场`, ...pointFor(team.venue, band) })
  }
  placeCache.set(db, places)
  return places
}

export async function searchPlaces(db: Db, keyword: string, page: number, limit: number): Promise<Paged<ForumPlace>> {
  const all = await allPlaces(db)
  const found = keyword ? all.filter((p) => p.name.includes(keyword) || p.address.includes(keyword)) : all
  return { list: found.slice((page - 1) * limit, page * limit), page, limit, total: found.length, has_more: page * limit < found.length }
}
