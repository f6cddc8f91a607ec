import { bdResultCells, dateOfJcIssue, formatBigYuan, formatYuan, jcResultCells, poolResultCells, resultBalls } from '@/features/lottery/utils/lottery'
import { matchRowFixture } from '../matchFixtures'
import type { BdGame } from '@/features/lottery/services/lottery'

const finished = (full: string, half: string) => matchRowFixture({ status_id: 8, status_text: '完场', current_score: full, full_score: full, half_score: half })

test('result codes become one ball per digit; 北京单场 and 竞彩 have none', () => {
  expect(resultBalls('sfc', '31*0')).toEqual(['3', '1', '*', '0'])
  expect(resultBalls('bqc6', '31,0*')).toEqual(['3', '1', '0', '*'])
  expect(resultBalls('bd', '53场已开奖')).toBeNull()
  expect(resultBalls('jc', '53场已开奖')).toBeNull()
})

test("a pool lottery's result cells: 彩果; goals with 3 as 3+; half and full", () => {
  expect(poolResultCells('rx9', '1')).toEqual([{ label: '彩果', value: '1' }])
  expect(poolResultCells('jq4', '31').map((c) => c.value)).toEqual(['3+', '1'])
  expect(poolResultCells('bqc6', '03').map((c) => c.value)).toEqual(['0', '3'])
  expect(poolResultCells('jq4', '').map((c) => c.value)).toEqual(['', ''])
})

test('竞彩 results come from the 90-minute and half-time scores; unfinished matches have none', () => {
  expect(jcResultCells(finished('2:1', '0:1')).map((c) => c.value)).toEqual(['胜', '3', '负胜'])
  expect(jcResultCells(finished('4:4', '2:2')).map((c) => c.value)).toEqual(['平', '7+', '平平'])
  expect(jcResultCells(matchRowFixture({ status_id: 3, current_score: '1:0' })).map((c) => c.value)).toEqual(['', '', ''])
})

test('北京单场 shows the result after the handicap with its SP, nothing before the end', () => {
  const game = { no: 1, match: finished('1:1', '0:0'), handicap: -1, sp_win: 4.25, sp_draw: 3.72, sp_lose: 2.62, result: '0', result_sp: 2.62 } as BdGame
  expect(bdResultCells(game).map((c) => c.value)).toEqual(['0负', '2.62'])
  expect(bdResultCells({ ...game, result: '', result_sp: 0 }).map((c) => c.value)).toEqual(['', ''])
})

test('money and the 竞彩 issue date', () => {
  expect(formatYuan(1023771)).toBe('1,023,771元')
  expect(formatBigYuan(85_309_868)).toBe('8530.99万元')
  expect(formatBigYuan(120_000_000)).toBe('1.20亿元')
  expect(formatBigYuan(800)).toBe('800元')
  expect(dateOfJcIssue('20261121')).toBe('2026-11-21')
  expect(dateOfJcIssue('261121')).toBeNull()
})
