import { makeAutoObservable } from 'mobx'

/** a region chosen on pages/expert/country: a continent or a country */
export interface PickedRegion {
  kind: 'continent' | 'country'
  id: number
  name: string
  /** the continent itself, or the continent the country is in */
  continent_id: number
}

/** who opened the picker; each opener keeps its own choice */
export type RegionPurpose = 'database' | 'experts'

/**
 * Hands the region chosen on the picker page back to the page that opened it. A store rather
 * than an eventChannel because eventChannel is not available on every target (RN) and the
 * choice should outlive the picker page. null means "all regions".
 */
export class RegionPickStore {
  private picked = new Map<RegionPurpose, PickedRegion | null>()

  constructor() {
    makeAutoObservable(this)
  }

  regionFor(purpose: RegionPurpose): PickedRegion | null {
    return this.picked.get(purpose) ?? null
  }

  pick(purpose: RegionPurpose, region: PickedRegion | null): void {
    this.picked.set(purpose, region)
  }
}
