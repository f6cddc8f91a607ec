import { Text, View } from '@tarojs/components'
import type { HandicapRecord, OddsToolsRes } from '@contract/api/match'
import type { TeamRef } from '@contract/football'
import './index.scss'

interface Props {
  tools: OddsToolsRes
  home: TeamRef
  away: TeamRef
}

const fixed = (v: number, digits: number) => v.toFixed(digits)

/** one team's 盘路: 赢/走/输 counts over its last n matches, then each match with its line */
function HandicapRecordView({ team, record, side }: { team: TeamRef; record: HandicapRecord; side: 'home' | 'away' }) {
  return (
    <View className='odds-tools__record' data-testid={`handicap-${side}`}>
      <Text className='odds-tools__record-title' data-testid={`handicap-summary-${side}`}>
        {team.short_name} 近{record.n}场：赢盘{record.win} 走盘{record.push} 输盘{record.lose}
      </Text>
      {record.rows.map((r) => (
        <View key={r.match_id} className='odds-tools__row'>
          <Text className='odds-tools__cell odds-tools__cell--date'>{r.date.slice(5)}</Text>
          <Text className='odds-tools__cell odds-tools__cell--wide'>{r.opponent}</Text>
          <Text className='odds-tools__cell'>{r.line_text}</Text>
          <Text className='odds-tools__cell'>{r.score.replace(':', '-')}</Text>
          <Text className={`odds-tools__cell odds-tools__result odds-tools__result--${r.result === '赢' ? 'win' : r.result === '走' ? 'push' : 'lose'}`}>
            {r.result}
          </Text>
        </View>
      ))}
    </View>
  )
}

/** 指数 › 凯利指数 per company and outcome, 离散度 across companies, and each team's 盘路 */
export default function OddsTools({ tools, home, away }: Props) {
  return (
    <View className='odds-tools' data-testid='odds-tools'>
      <Text className='odds-tools__title'>凯利指数</Text>
      <View className='odds-tools__row odds-tools__row--head'>
        <Text className='odds-tools__cell odds-tools__cell--wide'>公司</Text>
        <Text className='odds-tools__cell'>主胜</Text>
        <Text className='odds-tools__cell'>平局</Text>
        <Text className='odds-tools__cell'>客胜</Text>
      </View>
      {tools.kelly.map((k) => (
        <View key={k.company_id} className='odds-tools__row' data-testid='kelly-row'>
          <Text className='odds-tools__cell odds-tools__cell--wide'>{k.company}</Text>
          <Text className={`odds-tools__cell ${k.home > 1 ? 'odds-tools__cell--high' : ''}`}>{fixed(k.home, 2)}</Text>
          <Text className={`odds-tools__cell ${k.draw > 1 ? 'odds-tools__cell--high' : ''}`}>{fixed(k.draw, 2)}</Text>
          <Text className={`odds-tools__cell ${k.away > 1 ? 'odds-tools__cell--high' : ''}`}>{fixed(k.away, 2)}</Text>
        </View>
      ))}
      <View className='odds-tools__row odds-tools__row--foot' data-testid='dispersion-row'>
        <Text className='odds-tools__cell odds-tools__cell--wide'>离散度</Text>
        <Text className='odds-tools__cell'>{fixed(tools.dispersion.home, 4)}</Text>
        <Text className='odds-tools__cell'>{fixed(tools.dispersion.draw, 4)}</Text>
        <Text className='odds-tools__cell'>{fixed(tools.dispersion.away, 4)}</Text>
      </View>
      <Text className='odds-tools__note'>凯利指数 = 公司赔率 × 各公司平均概率；大于 1 表示该公司此项赔付偏高。离散度越小，各公司看法越一致。</Text>
      <Text className='odds-tools__title'>盘路</Text>
      <HandicapRecordView team={home} record={tools.handicap_records.home} side='home' />
      <HandicapRecordView team={away} record={tools.handicap_records.away} side='away' />
    </View>
  )
}
