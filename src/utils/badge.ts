/** docs/product/constants.md: badges count up to 999 */
export const BADGE_MAX = 999

/** a red-dot count: '' hides the badge (0 or nothing), above the cap '999+' */
export function badgeText(count: number | string | null | undefined): string {
  const n = Math.floor(Number(count))
  if (!Number.isFinite(n) || n <= 0) return ''
  return n > BADGE_MAX ? `${BADGE_MAX}+` : String(n)
}
