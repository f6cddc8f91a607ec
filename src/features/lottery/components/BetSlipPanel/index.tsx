import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { ReactNode } from 'react'
import { BETS_SHOWN, type BetSlip } from '@/features/lottery/stores/betSlip'
import { afterTax, maxLegs, PLAY_NAME, PLAY_MAX_LEGS, TAX_THRESHOLD } from '@/features/lottery/utils/betCalculator'
import './index.scss'

interface Props {
  slip: BetSlip
  /** shown under the totals: the simulation's settle button, the calculator's note */
  children?: ReactNode
}

/** yuan to the fen: 1234.5 -> '1,234.50' */
export function formatMoney(yuan: number): string {
  const [int, dec] = yuan.toFixed(2).split('.')
  return `${int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${dec}`
}

/** 奖金 4.79 元 when every outcome pays the same (one bet), else 奖金 7.80 ~ 59.00 元 */
export function prizeText(range: { min: number; max: number }): string {
  const min = formatMoney(range.min)
  const max = formatMoney(range.max)
  return min === max ? `奖金 ${max} 元` : `奖金 ${min} ~ ${max} 元`
}

/**
 * The slip under the matches: pass types the selection allows (free 单关 / M串1 and M串N), the
 * multiple, then bet count, stake and the prize range, and the table of bets behind them.
 */
function BetSlipPanel({ slip, children }: Props) {
  const chosen = slip.chosen
  if (chosen.length === 0) {
    return (
      <View className='bet-slip' id='bet-slip' data-testid='bet-slip'>
        <Text className='bet-slip__empty'>点选比赛的选项开始计算</Text>
      </View>
    )
  }
  const { free, combined } = slip.allowed
  const passes = slip.passTypes
  const limit = maxLegs(chosen, slip.lottery)
  const strict = slip.lottery === 'jc' ? [...new Set(chosen.flatMap((c) => c.picks.map((p) => p.play)))].filter((p) => PLAY_MAX_LEGS[p] === limit && limit < 8) : []
  const range = slip.range
  const bets = slip.bets
  const chip = (p: string) => (
    <Text key={p} className={`bet-slip__chip ${passes.includes(p) ? 'bet-slip__chip--on' : ''}`} data-testid={`pass-${p}`} onClick={() => slip.togglePass(p)}>
      {p}
    </Text>
  )
  return (
    <View className='bet-slip bet-slip--chosen' id='bet-slip' data-testid='bet-slip'>
      <Text className='bet-slip__title'>{`已选 ${chosen.length} 场 · 过关方式`}</Text>
      {free.length === 0 ? <Text className='bet-slip__hint'>这场比赛的胜平负、让球不开单关，请再选一场</Text> : null}
      <View className='bet-slip__chips'>{free.map(chip)}</View>
      {combined.length ? <View className='bet-slip__chips'>{combined.map(chip)}</View> : null}
      {strict.length ? <Text className='bet-slip__hint'>{`含${strict.map((p) => PLAY_NAME[p]).join('、')}，最多 ${limit} 关`}</Text> : null}
      <View className='bet-slip__row'>
        <Text className='bet-slip__label'>倍数</Text>
        <Text className='bet-slip__step' data-testid='multiple-minus' onClick={() => slip.setMultiple(slip.multiple - 1)}>
          －
        </Text>
        <Input className='bet-slip__multiple' data-testid='multiple' type='number' value={String(slip.multiple)} onInput={(e) => slip.setMultiple(Number(e.detail.value))} />
        <Text className='bet-slip__step' data-testid='multiple-plus' onClick={() => slip.setMultiple(slip.multiple + 1)}>
          ＋
        </Text>
      </View>
      <View className='bet-slip__totals'>
        <Text className='bet-slip__total' data-testid='bet-count'>{`${slip.betCount} 注`}</Text>
        <Text className='bet-slip__total' data-testid='stake'>{`投注 ${formatMoney(slip.stake)} 元`}</Text>
      </View>
      <Text className='bet-slip__prize' data-testid='prize-range'>{prizeText(range)}</Text>
      {range.maxAfterTax !== range.max ? (
        <Text className='bet-slip__hint' data-testid='after-tax'>{`税后最高 ${formatMoney(range.maxAfterTax)} 元（单注奖金超过 1 万元缴 20% 个人所得税）`}</Text>
      ) : null}
      {children}
      <Text className='bet-slip__title'>投注明细</Text>
      <View className='bet-slip__table' data-testid='bets-table'>
        <View className='bet-slip__tr'>
          <Text className='bet-slip__th bet-slip__col-no'>序号</Text>
          <Text className='bet-slip__th bet-slip__col-legs'>选项</Text>
          <Text className='bet-slip__th bet-slip__col-prize'>奖金（元）</Text>
        </View>
        {bets.map((b, i) => {
          const unit = b.prize / slip.multiple
          return (
            <View key={i} className='bet-slip__tr' data-testid='bet-row'>
              <Text className='bet-slip__td bet-slip__col-no'>{`${i + 1}`}</Text>
              <View className='bet-slip__col-legs'>
                <Text className='bet-slip__td'>{b.legs.length === 1 ? '单关' : `${b.legs.length}串1`}</Text>
                {b.legs.map((l) => (
                  <Text key={`${l.matchId}-${l.pick.play}-${l.pick.value}`} className='bet-slip__td'>
                    {slip.legText(l.matchId, l.pick)}
                  </Text>
                ))}
              </View>
              <View className='bet-slip__col-prize'>
                <Text className='bet-slip__td'>{formatMoney(b.prize)}</Text>
                {unit > TAX_THRESHOLD ? <Text className='bet-slip__tax'>{`税后 ${formatMoney(afterTax(unit) * slip.multiple)}`}</Text> : null}
              </View>
            </View>
          )
        })}
      </View>
      {slip.betCount > BETS_SHOWN ? <Text className='bet-slip__hint'>{`共 ${slip.betCount} 注，列出前 ${BETS_SHOWN} 注`}</Text> : null}
    </View>
  )
}

export default observer(BetSlipPanel)
