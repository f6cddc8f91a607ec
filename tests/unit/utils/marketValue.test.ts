import { formatMarketValue, parseMarketValue } from '@/features/match/utils/marketValue'

describe('parseMarketValue', () => {
  it('drops the leading currency symbol and reads plain numbers', () => {
    expect(parseMarketValue('€35000000')).toBe(35_000_000)
    expect(parseMarketValue('£1,500,000')).toBe(1_500_000)
    expect(parseMarketValue('35000000')).toBe(35_000_000)
  })
  it('reads 万, 亿 and k/m units', () => {
    expect(parseMarketValue('€3500万')).toBe(35_000_000)
    expect(parseMarketValue('€1.2亿')).toBe(120_000_000)
    expect(parseMarketValue('€35m')).toBe(35_000_000)
    expect(parseMarketValue('€800k')).toBe(800_000)
  })
  it('passes numbers through', () => {
    expect(parseMarketValue(250_000)).toBe(250_000)
    expect(parseMarketValue(-1)).toBeNull()
  })
  it('is null when there is no number', () => {
    expect(parseMarketValue('')).toBeNull()
    expect(parseMarketValue('€')).toBeNull()
    expect(parseMarketValue('€abc')).toBeNull()
    expect(parseMarketValue(null)).toBeNull()
    expect(parseMarketValue(undefined)).toBeNull()
  })
})

describe('formatMarketValue', () => {
  it('shows values below 1亿 in 万欧', () => {
    expect(formatMarketValue('€35000000')).toBe('3500万欧')
    expect(formatMarketValue('€3500万')).toBe('3500万欧')
    expect(formatMarketValue('€125000')).toBe('12.5万欧')
    expect(formatMarketValue('€99990000')).toBe('9999万欧')
    expect(formatMarketValue('€0')).toBe('0万欧')
  })
  it('shows 1亿 and above with two decimals in 亿欧', () => {
    expect(formatMarketValue('€100000000')).toBe('1.00亿欧')
    expect(formatMarketValue('€180000000')).toBe('1.80亿欧')
    expect(formatMarketValue('€1.2亿')).toBe('1.20亿欧')
  })
  it('shows - when unknown', () => {
    expect(formatMarketValue('')).toBe('-')
    expect(formatMarketValue(null)).toBe('-')
  })
})
