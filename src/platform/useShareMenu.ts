import type { PageShareCard } from './pageShareCard'

/** H5 and RN have no host share menu: the nav bar's ShareButton covers them */
export function useShareMenu(_card: PageShareCard): void {}
