/** 1万 and 1亿 in units (docs/product/constants.md: market values are shown in 万欧 or 亿欧; the app and the stand-in's 转会 资讯 write them alike) */
const WAN = 10_000
const YI = 100_000_000

const UNIT_FACTORS: Record<string, number> = { 万: WAN, 亿: YI, k: 1_000, K: 1_000, m: 1_000_000, M: 1_000_000 }

/**
 * Euros from a player's market_value: the first character is a currency symbol, then a
 * number that may carry thousands separators and a unit ('€35000000', '€3,500万', '€1.2亿',
 * '€35m'). Null when there is no number.
 */
export function parseMarketValue(raw: string | number | null | undefined): number | null {
  if (raw === null || raw === undefined) return null
  if (typeof raw === 'number') return Number.isFinite(raw) && raw >= 0 ? raw : null
  const text = raw.trim().replace(/^[^\d.]/, '').replace(/,/g, '').trim()
  const match = /^(\d+(?:\.\d+)?)\s*([万亿kKmM]?)$/.exec(text)
  if (!match) return null
  const factor = match[2] ? UNIT_FACTORS[match[2]] : 1
  return Number(match[1]) * factor
}

/** at most two decimals, trailing zeros dropped: 12.50 -> '12.5', 3500.00 -> '3500' */
const trim2 = (n: number) => String(Math.round(n * 100) / 100)

/**
 * The value as players' pages show it: from 1亿 up 'x.xx亿欧', below it 'xx万欧'
 * (up to two decimals: '12.5万欧'); '-' when unknown.
 */
export function formatMarketValue(raw: string | number | null | undefined): string {
  const euros = parseMarketValue(raw)
  if (euros === null) return '-'
  if (euros >= YI) return `${(euros / YI).toFixed(2)}亿欧`
  return `${trim2(euros / WAN)}万欧`
}
