import { makeAutoObservable } from 'mobx'
import {
  fetchContinentalCompetitions, fetchContinents, fetchCountries, fetchCountryCompetitions, fetchFamousLeagues,
  type Competition, type Continent, type Country, type FamousLeague,
} from '@/features/match/services/footballData'
import { ResourceModel } from '@/stores/models/ResourceModel'

export type { FamousLeague }

/** the side menu's first entry: the well-known leagues, before the continents */
export const HOT_KEY = 'hot'
export type DirectoryKey = typeof HOT_KEY | number

/** one continent's page: its continental cups and its countries */
export interface ContinentContent {
  cups: Competition[]
  countries: Country[]
}

/**
 * The database's directory (Seku): hot leagues first, then continents -> countries ->
 * leagues and cups. Each continent and country loads once, when first opened.
 */
export class CompetitionDirectory {
  readonly continents = new ResourceModel<Continent[]>(fetchContinents)
  readonly hot = new ResourceModel<FamousLeague[]>(fetchFamousLeagues)
  selected: DirectoryKey = HOT_KEY
  /** the country whose leagues are unfolded, one at a time */
  openCountryId: number | null = null
  private continentContent = new Map<number, ResourceModel<ContinentContent>>()
  private countryLeagues = new Map<number, ResourceModel<Competition[]>>()

  constructor() {
    makeAutoObservable<CompetitionDirectory, 'continentContent' | 'countryLeagues'>(this, {
      continents: false,
      hot: false,
      continentContent: false,
      countryLeagues: false,
      // plain lookups, called while rendering: they create a model on first use
      contentOf: false,
      leaguesOf: false,
    })
  }

  /** the first screen: the menu and the hot leagues */
  load(): Promise<unknown> {
    return Promise.all([this.continents.load(), this.hot.load()])
  }

  /** pull-to-refresh: the menu and what is open now */
  reload(): Promise<unknown> {
    const open: Promise<void>[] = [this.continents.load()]
    if (this.selected === HOT_KEY) open.push(this.hot.load())
    else open.push(this.contentOf(this.selected).load())
    if (this.openCountryId !== null) open.push(this.leaguesOf(this.openCountryId).load())
    return Promise.all(open)
  }

  select(key: DirectoryKey): void {
    this.selected = key
    this.openCountryId = null
    const model = key === HOT_KEY ? this.hot : this.contentOf(key)
    if (!model.loaded && !model.loading) void model.load()
  }

  /** unfolds a country (loading its leagues the first time) or folds it again */
  toggleCountry(countryId: number): void {
    this.openCountryId = this.openCountryId === countryId ? null : countryId
    if (this.openCountryId === null) return
    const model = this.leaguesOf(countryId)
    if (!model.loaded && !model.loading) void model.load()
  }

  /** shows a region chosen on the region picker: its continent, with the country unfolded */
  showRegion(region: { kind: 'continent' | 'country'; id: number; continent_id: number }): void {
    this.select(region.continent_id)
    if (region.kind === 'country') this.toggleCountry(region.id)
  }

  contentOf(continentId: number): ResourceModel<ContinentContent> {
    let model = this.continentContent.get(continentId)
    if (!model) {
      model = new ResourceModel(async () => {
        const [cups, countries] = await Promise.all([fetchContinentalCompetitions(continentId), fetchCountries(continentId)])
        return { cups, countries }
      })
      this.continentContent.set(continentId, model)
    }
    return model
  }

  leaguesOf(countryId: number): ResourceModel<Competition[]> {
    let model = this.countryLeagues.get(countryId)
    if (!model) {
      model = new ResourceModel(() => fetchCountryCompetitions(countryId))
      this.countryLeagues.set(countryId, model)
    }
    return model
  }
}
