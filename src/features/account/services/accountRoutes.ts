import { routeUrl } from '@/navigation/routes'

/** essay/essaylink showing a web address under a title */
export function webDocumentRoute(url: string, title: string): string {
  return routeUrl('webDocument', { url, title })
}
