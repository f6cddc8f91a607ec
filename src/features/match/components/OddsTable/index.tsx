import { Text, View } from '@tarojs/components'
import type { CompanyOdds } from '@contract/api/match'
import { MARKET_COLUMNS, quotesOf, type OddsMarket, type Triple } from './markets'
import './index.scss'

interface Props {
  list: readonly CompanyOdds[]
  market: OddsMarket
  /** the company whose movement is open, highlighted */
  selectedCompanyId?: number | null
  /** tapping a company opens its movement */
  onSelect: (companyId: number) => void
}

type Direction = 'up' | 'down' | 'same'
const ARROW: Record<Direction, string> = { up: '↑', down: '↓', same: '' }
const directionOf = (now: number, open: number): Direction => (now > open ? 'up' : now < open ? 'down' : 'same')

function Cells({ values, line, compareTo }: { values: Triple; line?: string; compareTo?: Triple }) {
  return (
    <View className='odds-table__cells'>
      {values.map((v, i) => {
        const dir = compareTo ? directionOf(v, compareTo[i]) : 'same'
        const text = i === 1 && line !== undefined ? line : v.toFixed(2)
        return (
          <Text key={i} className={`odds-table__cell odds-table__cell--${dir}`} data-direction={dir}>
            {text}
            {ARROW[dir]}
          </Text>
        )
      })}
    </View>
  )
}

/** every company's opening and current odds in one market; current quotes show their movement */
export default function OddsTable({ list, market, selectedCompanyId, onSelect }: Props) {
  const columns = MARKET_COLUMNS[market]
  return (
    <View className='odds-table'>
      <View className='odds-table__row odds-table__row--head'>
        <Text className='odds-table__company odds-table__text--head'>公司</Text>
        <View className='odds-table__cells'>
          {columns.map((c) => (
            <Text key={`o-${c}`} className='odds-table__cell odds-table__text--head'>初{c}</Text>
          ))}
        </View>
        <View className='odds-table__cells'>
          {columns.map((c) => (
            <Text key={`n-${c}`} className='odds-table__cell odds-table__text--head'>即{c}</Text>
          ))}
        </View>
      </View>
      {list.map((row) => {
        const q = quotesOf(row, market)
        return (
          <View
            key={row.company.id}
            className={`odds-table__row ${selectedCompanyId === row.company.id ? 'odds-table__row--selected' : ''}`}
            data-testid='odds-company'
            onClick={() => onSelect(row.company.id)}
          >
            <Text className='odds-table__company'>{row.company.name}</Text>
            <Cells values={q.open} line={q.openLine} />
            <Cells values={q.now} line={q.nowLine} compareTo={q.open} />
          </View>
        )
      })}
    </View>
  )
}
