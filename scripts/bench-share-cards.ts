/**
 * npm run bench:share: how long the stand-in takes to draw a share card and a poster (sharp →
 * librsvg, the CJK font through fontconfig), each drawn fresh (no cache), after one warm-up drawing.
 * The contents are of the real kinds' shapes (a live score, a paid prediction, a draw's 14 balls, a
 * table); drawing depends on the layout, not on where the data came from. Figures: docs/benchmarks.md.
 */
import { performance } from 'node:perf_hooks'
import sharp from 'sharp'
import type { ShareCardContent } from '../mocks/services/shareCards/cardContent'
import { cardSvg } from '../mocks/services/shareCards/cardSvg'
import { cjkFontNotice, installedCjkFont } from '../mocks/services/shareCards/cjkFont'
import { posterSvg } from '../mocks/services/shareCards/posterSvg'

const ROUNDS = 40
/** the budget: a share picture is drawn in 100 ms at most (p95 here, on a shared machine) */
const BUDGET_P95_MS = 100

const CARDS: Record<string, ShareCardContent> = {
  match: { badge: '比赛直播', title: '英格兰超级联赛 第16轮', headline: '2 : 1', subline: "下半场 67'", lines: ['曼彻斯特联  vs  切尔西'], accent: '#3d5afe' },
  prediction: {
    badge: '付费方案 · 28金币', title: '小孙说球：近期状态火热，中超稳胆', lines: ['浙江客家 vs 武汉红土', '近况方面，浙江近5战1胜2平2负，进5失8；武汉', '近6个主场保持不败…'],
    chips: ['近20场 15中 5黑', '命中率 75%', '4连红'], accent: '#c0392b',
  },
  draw: { badge: '开奖', title: '胜负彩 第26090期', balls: '31133000333333'.split(''), subline: '已开奖', lines: ['本期销量 2530万元　奖池 3475万元'], accent: '#d35400' },
  table: { badge: '积分榜', title: '英格兰超级联赛 积分榜', lines: ['1. 萨港国民  16场 37分', '2. 特西顿体育  15场 35分', '3. 莱多特足球俱乐部  16场 34分', '4. 卡诺青年  15场 27分'], chips: ['萨港领跑'] },
}

async function timeOf(svg: string, salt: number): Promise<number> {
  // a salt comment makes each document new, as a changed score would
  const doc = svg.replace('</svg>', `<!-- ${salt} --></svg>`)
  const t = performance.now()
  await sharp(Buffer.from(doc)).png({ compressionLevel: 6 }).toBuffer()
  return performance.now() - t
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]

async function main(): Promise<void> {
  console.log(`CJK font: ${installedCjkFont() ?? cjkFontNotice()}`)
  const first = await timeOf(cardSvg(CARDS.match), -1)
  console.log(`first drawing (fonts loaded): ${first.toFixed(1)} ms`)
  const rows: Array<[string, string]> = [
    ...Object.entries(CARDS).map(([k, c]): [string, string] => [`card ${k}`, cardSvg(c)]),
    ['poster prediction (weapp code)', posterSvg({ card: CARDS.prediction, line: '扫码查看专家完整分析', code: 'wxacode-standin:pages/index/crossoverDetail?scene=id=4242', codeCaption: '长按识别小程序码' })],
    ['poster match (H5 URL code)', posterSvg({ card: CARDS.match, line: '扫码查看实时比分与文字直播', code: 'http://127.0.0.1:3721/#/pages/msyng/sportsSetails/sportsSetails?id=123456', codeCaption: '扫码或长按识别二维码打开' })],
  ]
  let missed = 0
  for (const [name, svg] of rows) {
    const times: number[] = []
    for (let i = 0; i < ROUNDS; i++) times.push(await timeOf(svg, i))
    times.sort((a, b) => a - b)
    const p95 = pct(times, 0.95)
    if (p95 > BUDGET_P95_MS) missed++
    console.log(`${name.padEnd(32)} median ${pct(times, 0.5).toFixed(1)} ms  p95 ${p95.toFixed(1)} ms  max ${times[times.length - 1].toFixed(1)} ms${p95 > BUDGET_P95_MS ? '  OVER BUDGET' : ''}`)
  }
  if (missed) {
    console.error(`${missed} drawing(s) over the ${BUDGET_P95_MS} ms budget`)
    process.exitCode = 1
  }
}

void main()
