import type { Rng } from './random'
import type { NameStyle } from './world'

/** Simplified Chinese names for teams, people and places, drawn from pools by a seeded Rng */

const WORLD_GIVEN = ['卢卡斯', '马特奥', '莱奥', '诺亚', '伊万', '安德烈', '托马斯', '丹尼尔', '马库斯', '塞尔吉奥', '卡洛斯', '胡安', '迭戈', '路易斯', '拉斐尔', '布鲁诺', '保罗', '马可', '费德里科', '尼古拉', '亚历克斯', '本', '杰克', '哈里', '詹姆斯', '奥利弗', '克里斯蒂安', '米格尔', '佩德罗', '若昂', '蒂亚戈', '达尼洛', '费利佩', '加布里埃尔', '恩佐', '阿德里安', '西蒙', '菲利普', '约纳斯', '凯', '穆罕默德', '优素福', '阿马杜', '萨迪奥', '伊德里萨', '埃米尔', '阿尔图尔', '维克托', '雨果', '马泰奥', '罗曼', '奥斯卡', '伊桑', '爱德华', '尤利安', '萨穆埃尔']
const WORLD_FAMILY = ['席尔瓦', '桑托斯', '费雷拉', '罗德里格斯', '马丁内斯', '加西亚', '洛佩斯', '冈萨雷斯', '费尔南德斯', '佩雷斯', '桑切斯', '罗西', '布鲁诺', '里奇', '穆勒', '施密特', '施耐德', '费舍尔', '韦伯', '贝克', '霍夫曼', '史密斯', '琼斯', '威廉姆斯', '布朗', '泰勒', '戴维斯', '埃文斯', '杜邦', '马丁', '贝尔纳', '莫罗', '勒菲弗', '德容', '范戴克', '扬森', '彼得森', '汉森', '尼尔森', '奥尔森', '伊万诺夫', '彼得罗夫', '耶尔马兹', '卡亚', '迪亚洛', '库利巴利', '特拉奥雷', '门萨', '奥孔', '阿卜杜拉', '哈桑', '阿尔维斯', '科斯塔', '奥利维拉', '门德斯', '卡瓦略', '索萨', '莫拉莱斯', '托雷斯', '拉莫斯', '诺伊尔', '克罗斯', '沃克', '斯通斯', '莱特', '格林', '怀特', '巴雷拉', '伊斯科', '莫德里奇']
const CN_FAMILY = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡', '郭', '何', '高', '林', '罗', '郑', '梁', '谢', '宋', '唐', '韩', '冯', '于', '董', '蒋']
const CN_GIVEN = ['伟', '磊', '洋', '浩', '杰', '鹏', '帅', '宇', '强', '军', '斌', '晨', '峰', '涛', '博', '翔', '凯', '健', '毅', '鑫', '思', '嘉', '俊', '子', '文', '明', '天', '一', '泽', '睿', '志', '航', '乐', '元', '成', '亮']
const JP_FAMILY = ['佐藤', '铃木', '高桥', '田中', '伊藤', '渡边', '山本', '中村', '小林', '加藤', '吉田', '山田', '松本', '井上', '木村', '清水', '远藤', '久保', '堂安', '南野', '三笘', '守田', '富安', '板仓']
const JP_GIVEN = ['翔', '大辉', '拓实', '健太', '雄太', '航', '优斗', '阳斗', '大和', '莲', '凉', '圭佑', '真司', '佑都', '拓磨', '律', '薰', '英寿', '广大', '大地']
const KR_FAMILY = ['金', '李', '朴', '崔', '郑', '姜', '赵', '尹', '张', '林', '黄', '孙']
const KR_GIVEN = ['敏载', '兴民', '在成', '承佑', '铉宇', '昌勋', '善英', '宇英', '喜灿', '钟奎', '刚仁', '英权', '胜奎', '东炫']

const PLACE_HEAD = ['布', '莱', '曼', '利', '阿', '圣', '巴', '马', '维', '卡', '波', '罗', '特', '费', '萨', '格', '纽', '奥', '埃', '斯', '贝', '科', '佩', '瓦', '拉', '汉', '诺', '德', '塔', '米']
const PLACE_MID = ['尔', '斯', '兰', '德', '拉', '伦', '纳', '里', '莫', '托', '卡', '西', '塞', '诺', '维', '贡', '瓦', '多', '布', '迪', '克', '萨', '利', '罗']
const PLACE_TAIL = ['顿', '堡', '港', '尼亚', '斯特', '菲尔德', '维尔', '蒙特', '城', '纳', '多', '亚', '诺', '里亚', '特', '斯']
const WORLD_CLUB_SUFFIX = ['联', '城', '竞技', '流浪者', '足球俱乐部', '体育', '队', '人', '联合', '竞技者', '青年', '国民']
const CN_CLUB_SUFFIX = ['海港', '泰山', '国安', '申花', '蓉城', '三镇', '津门虎', '亚泰', '海牛', '西海岸', '红土', '客家', '队', '足球俱乐部', '雄狮', '长江']
const JP_CLUB_SUFFIX = ['FC', '红钻', '水手', '鲸八', '鹿角', '前锋', '神户胜利船', '三箭', '胜利', '爱媛', '太阳神', '心跳', '雷索尔', '比马', '鸟栖']
const KR_CLUB_SUFFIX = ['FC', '现代', '制铁', '三星', '钢铁人', '蓝翼', '联', '市民']

const VENUE_SUFFIX = ['体育场', '球场', '竞技场', '公园球场', '纪念体育场']

export function personName(r: Rng, style: NameStyle): string {
  switch (style) {
    case 'cn':
      return r.pick(CN_FAMILY) + r.pick(CN_GIVEN) + (r.chance(0.6) ? r.pick(CN_GIVEN) : '')
    case 'jp':
      return r.pick(JP_FAMILY) + r.pick(JP_GIVEN)
    case 'kr':
      return r.pick(KR_FAMILY) + r.pick(KR_GIVEN)
    default:
      return `${r.pick(WORLD_GIVEN)}·${r.pick(WORLD_FAMILY)}`
  }
}

/** a city-like place name built from syllables, e.g. 布尔顿 */
export function placeName(r: Rng): string {
  return r.pick(PLACE_HEAD) + (r.chance(0.7) ? r.pick(PLACE_MID) : '') + r.pick(PLACE_TAIL)
}

export function clubSuffix(r: Rng, style: NameStyle): string {
  if (style === 'cn') return r.pick(CN_CLUB_SUFFIX)
  if (style === 'jp') return r.pick(JP_CLUB_SUFFIX)
  if (style === 'kr') return r.pick(KR_CLUB_SUFFIX)
  return r.pick(WORLD_CLUB_SUFFIX)
}

export function venueName(r: Rng, city: string): string {
  return city + r.pick(VENUE_SUFFIX)
}

/** shorter forms of long club suffixes, for telling apart two clubs of the same city */
const SUFFIX_ABBREVIATION: Record<string, string> = { 足球俱乐部: 'FC', 神户胜利船: '胜利船' }

/**
 * The short name shown in match rows: the city (at most 4 characters), unless another club already
 * has it; then the city with the club's suffix (e.g. 萨里亚联 beside 萨里亚), so two clubs never read
 * the same. Draws no random numbers, so clubs without a clash keep the names they always had.
 */
export function uniqueShortName(city: string, suffix: string, taken: ReadonlySet<string>): string {
  const short = city.length <= 4 ? city : city.slice(0, 4)
  const abbreviated = SUFFIX_ABBREVIATION[suffix] ?? suffix
  const candidates = [short, short + abbreviated, city + abbreviated, city + suffix]
  const free = candidates.find((c) => !taken.has(c))
  if (free) return free
  let n = 2
  while (taken.has(`${short}${n}`)) n++
  return `${short}${n}`
}
