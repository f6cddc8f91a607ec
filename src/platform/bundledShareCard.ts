import shareCard from '@/assets/share/share-card.png'

/**
 * The app's own 5:4 share picture, bundled with it: the share's picture where the backend draws no
 * share cards (a specification-only backend). The mini program takes the package path, the H5 page's
 * origin serves the file.
 */
export const BUNDLED_SHARE_CARD: string | undefined = shareCard as string
