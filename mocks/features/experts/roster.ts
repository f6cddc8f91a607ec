import type { PredictionPlay } from '../../../types/prediction'
import { rng } from '../match'

/**
 * The 60 seeded experts: Chinese nicknames, one-line titles and the knobs the prediction seeder
 * uses (skill, home league, favourite play). Pure: the same seed gives the same roster.
 */

export interface RosterExpert {
  nickname: string
  title: string
  /** chance that a pick is right (hits / decided): 0.38 .. 0.68 */
  skill: number
  /** short name of the competition the expert follows (英超), null for all-rounders */
  league: string | null
  play: PredictionPlay | null
}

export const EXPERT_COUNT = 60

/** how many experts follow each competition; the rest are all-rounders. Big leagues get the most */
const FOCUS: Array<[string, number]> = [
  ['英超', 8], ['西甲', 6], ['意甲', 6], ['德甲', 5], ['法甲', 4], ['中超', 5], ['欧冠', 3], ['亚冠', 2],
  ['日职联', 2], ['韩K联', 1], ['荷甲', 2], ['葡超', 2], ['巴西甲', 2], ['阿甲', 1], ['美职联', 1], ['沙特联', 1],
  ['英冠', 1], ['土超', 1],
]

const LEAGUE_ROLES = ['资深分析师', '数据分析师', '专栏作者', '战术观察员', '特约评论员', '赛事研究员', '名嘴', '首席分析师']
const ALL_ROUND_TITLES: Array<[string, PredictionPlay | null]> = [
  ['亚盘研究员', 'handicap'], ['盘口分析师', 'handicap'], ['大小球专家', 'overUnder'], ['进球数模型派', 'overUnder'],
  ['竞彩达人', '1x2'], ['欧赔分析师', '1x2'], ['前职业球员', null], ['足球媒体人', null], ['资深足彩玩家', null],
]

const FIXED_NICKNAMES = ['半场哨声', '伦敦雾', '马德里阳光', '米兰夜话', '鲁尔区老球迷', '塞纳河畔', '江湖百晓生', '稳胆哥', '冷门猎人', '数据狂人',
  '十二码', '越位陷阱', '边路突破', '禁区之狐', '第十二人', '补时绝杀', '倒挂金钩', '定位球大师', '零封专家', '看台上的教练']
const SURNAMES = ['刘', '王', '张', '陈', '李', '赵', '黄', '周', '吴', '徐', '孙', '马', '胡', '郭', '林', '何', '高', '罗', '郑', '梁']
const TALK = ['看球', '说球', '论球', '聊球', '侃球', '谈球', '品球']
const PREFIXES = ['绿茵', '足坛', '球场', '盘口', '数据', '竞彩', '红单', '赛场', '午夜', '看台']
const SUFFIXES = ['鹰眼', '老炮', '智囊', '猎手', '狙击手', '先生', '观察家', '军师', '老司机', '达人', '独行侠', '夜行者', '捕手', '一哥', '老兵']

export function buildRoster(seed: number): RosterExpert[] {
  const r = rng(seed, 'experts')
  const names = new Set<string>(FIXED_NICKNAMES)
  while (names.size < EXPERT_COUNT + 20) {
    names.add(r.chance(0.5) ? `${r.pick(['老', '阿', '小'])}${r.pick(SURNAMES)}${r.pick(TALK)}` : `${r.pick(PREFIXES)}${r.pick(SUFFIXES)}`)
  }
  const nicknames = r.shuffle([...names]).slice(0, EXPERT_COUNT)
  const leagues = FOCUS.flatMap(([league, n]) => Array.from({ length: n }, () => league))
  const plays: PredictionPlay[] = ['1x2', 'handicap', 'overUnder']
  const experts = nicknames.map((nickname, i): RosterExpert => {
    const skill = Math.round((0.38 + 0.3 * r.next()) * 100) / 100
    const league = leagues[i] ?? null
    if (league) return { nickname, title: league + r.pick(LEAGUE_ROLES), skill, league, play: r.chance(0.5) ? r.pick(plays) : null }
    const [title, play] = r.pick(ALL_ROUND_TITLES)
    return { nickname, title, skill, league: null, play }
  })
  // the order decides user ids: mix specialists and all-rounders
  return r.shuffle(experts)
}
