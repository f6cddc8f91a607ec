import type { PageShareCard, ShareHost } from './pageShareCard'

/** React Native has no host share menu: the nav bar's ShareButton covers it (H5: useShareMenu.h5.ts) */
export function useShareMenu(_card: PageShareCard, _host?: ShareHost): void {}
