/**
 * The fixed shape of the seeded football world: continents, countries, leagues and cups, odds
 * companies. Everything random about them (teams, players, results) comes from the seed.
 */

export type NameStyle = 'world' | 'cn' | 'jp' | 'kr'

export interface CountryDef {
  name: string
  continent: string
  style: NameStyle
  /** real city names used for team names; other names are built from syllables */
  cities?: string[]
}

export interface LeagueDef {
  name: string
  short: string
  country: string
  teams: number
  /** strength band of its teams (0..100) */
  level: number
  famous?: boolean
}

export interface CupDef {
  name: string
  short: string
  /** a domestic cup's country, else null with `continent` */
  country: string | null
  continent: string
  teams: 8 | 16 | 32
  famous?: boolean
}

export const CONTINENTS = ['欧洲', '亚洲', '非洲', '南美洲', '北美洲', '大洋洲'] as const

export const COUNTRIES: CountryDef[] = [
  { name: '英格兰', continent: '欧洲', style: 'world' },
  { name: '西班牙', continent: '欧洲', style: 'world' },
  { name: '意大利', continent: '欧洲', style: 'world' },
  { name: '德国', continent: '欧洲', style: 'world' },
  { name: '法国', continent: '欧洲', style: 'world' },
  { name: '葡萄牙', continent: '欧洲', style: 'world' },
  { name: '荷兰', continent: '欧洲', style: 'world' },
  { name: '比利时', continent: '欧洲', style: 'world' },
  { name: '苏格兰', continent: '欧洲', style: 'world' },
  { name: '土耳其', continent: '欧洲', style: 'world' },
  { name: '俄罗斯', continent: '欧洲', style: 'world' },
  { name: '瑞士', continent: '欧洲', style: 'world' },
  { name: '奥地利', continent: '欧洲', style: 'world' },
  { name: '丹麦', continent: '欧洲', style: 'world' },
  { name: '希腊', continent: '欧洲', style: 'world' },
  { name: '中国', continent: '亚洲', style: 'cn', cities: ['北京', '上海', '广州', '深圳', '成都', '武汉', '天津', '山东', '大连', '长春', '青岛', '河南', '浙江', '沧州', '梅州', '南通', '重庆', '西安'] },
  { name: '日本', continent: '亚洲', style: 'jp', cities: ['东京', '大阪', '横滨', '名古屋', '鹿岛', '浦和', '川崎', '广岛', '神户', '札幌', '福冈', '新潟', '仙台', '清水', '磐田', '柏', '湘南', '京都'] },
  { name: '韩国', continent: '亚洲', style: 'kr', cities: ['首尔', '釜山', '大邱', '仁川', '全北', '蔚山', '浦项', '水原', '光州', '江原', '济州', '金泉'] },
  { name: '沙特阿拉伯', continent: '亚洲', style: 'world' },
  { name: '卡塔尔', continent: '亚洲', style: 'world' },
  { name: '伊朗', continent: '亚洲', style: 'world' },
  { name: '埃及', continent: '非洲', style: 'world' },
  { name: '摩洛哥', continent: '非洲', style: 'world' },
  { name: '南非', continent: '非洲', style: 'world' },
  { name: '尼日利亚', continent: '非洲', style: 'world' },
  { name: '巴西', continent: '南美洲', style: 'world' },
  { name: '阿根廷', continent: '南美洲', style: 'world' },
  { name: '乌拉圭', continent: '南美洲', style: 'world' },
  { name: '哥伦比亚', continent: '南美洲', style: 'world' },
  { name: '美国', continent: '北美洲', style: 'world' },
  { name: '墨西哥', continent: '北美洲', style: 'world' },
  { name: '加拿大', continent: '北美洲', style: 'world' },
  { name: '澳大利亚', continent: '大洋洲', style: 'world' },
  { name: '新西兰', continent: '大洋洲', style: 'world' },
]

export const LEAGUES: LeagueDef[] = [
  { name: '英格兰超级联赛', short: '英超', country: '英格兰', teams: 20, level: 85, famous: true },
  { name: '英格兰冠军联赛', short: '英冠', country: '英格兰', teams: 20, level: 66 },
  { name: '西班牙甲级联赛', short: '西甲', country: '西班牙', teams: 20, level: 82, famous: true },
  { name: '意大利甲级联赛', short: '意甲', country: '意大利', teams: 20, level: 80, famous: true },
  { name: '德国甲级联赛', short: '德甲', country: '德国', teams: 18, level: 80, famous: true },
  { name: '法国甲级联赛', short: '法甲', country: '法国', teams: 18, level: 76, famous: true },
  { name: '葡萄牙超级联赛', short: '葡超', country: '葡萄牙', teams: 18, level: 70 },
  { name: '荷兰甲级联赛', short: '荷甲', country: '荷兰', teams: 18, level: 70 },
  { name: '比利时甲级联赛', short: '比甲', country: '比利时', teams: 16, level: 66 },
  { name: '苏格兰超级联赛', short: '苏超', country: '苏格兰', teams: 12, level: 62 },
  { name: '土耳其超级联赛', short: '土超', country: '土耳其', teams: 18, level: 66 },
  { name: '俄罗斯超级联赛', short: '俄超', country: '俄罗斯', teams: 16, level: 64 },
  { name: '瑞士超级联赛', short: '瑞士超', country: '瑞士', teams: 10, level: 60 },
  { name: '奥地利甲级联赛', short: '奥甲', country: '奥地利', teams: 12, level: 60 },
  { name: '丹麦超级联赛', short: '丹超', country: '丹麦', teams: 12, level: 60 },
  { name: '希腊超级联赛', short: '希腊超', country: '希腊', teams: 14, level: 60 },
  { name: '中国足球超级联赛', short: '中超', country: '中国', teams: 16, level: 55, famous: true },
  { name: '日本职业联赛', short: '日职联', country: '日本', teams: 18, level: 60 },
  { name: '韩国K联赛', short: '韩K联', country: '韩国', teams: 12, level: 58 },
  { name: '沙特职业联赛', short: '沙特联', country: '沙特阿拉伯', teams: 18, level: 62 },
  { name: '巴西甲级联赛', short: '巴西甲', country: '巴西', teams: 20, level: 68 },
  { name: '阿根廷甲级联赛', short: '阿甲', country: '阿根廷', teams: 20, level: 64 },
  { name: '美国职业大联盟', short: '美职联', country: '美国', teams: 18, level: 60 },
  { name: '墨西哥超级联赛', short: '墨超', country: '墨西哥', teams: 16, level: 60 },
  { name: '澳大利亚超级联赛', short: '澳超', country: '澳大利亚', teams: 10, level: 55 },
  { name: '埃及超级联赛', short: '埃及超', country: '埃及', teams: 12, level: 52 },
]

export const CUPS: CupDef[] = [
  { name: '欧洲冠军联赛', short: '欧冠', country: null, continent: '欧洲', teams: 32, famous: true },
  { name: '欧洲联赛', short: '欧联', country: null, continent: '欧洲', teams: 32 },
  { name: '欧洲协会联赛', short: '欧会杯', country: null, continent: '欧洲', teams: 16 },
  { name: '英格兰足总杯', short: '足总杯', country: '英格兰', continent: '欧洲', teams: 32 },
  { name: '英格兰联赛杯', short: '联赛杯', country: '英格兰', continent: '欧洲', teams: 16 },
  { name: '西班牙国王杯', short: '国王杯', country: '西班牙', continent: '欧洲', teams: 16 },
  { name: '意大利杯', short: '意杯', country: '意大利', continent: '欧洲', teams: 16 },
  { name: '德国杯', short: '德国杯', country: '德国', continent: '欧洲', teams: 16 },
  { name: '法国杯', short: '法国杯', country: '法国', continent: '欧洲', teams: 16 },
  { name: '中国足协杯', short: '足协杯', country: '中国', continent: '亚洲', teams: 16 },
  { name: '亚洲冠军联赛', short: '亚冠', country: null, continent: '亚洲', teams: 16, famous: true },
  { name: '南美解放者杯', short: '解放者杯', country: null, continent: '南美洲', teams: 16 },
  { name: '中北美冠军杯', short: '中北美冠', country: null, continent: '北美洲', teams: 16 },
  { name: '非洲冠军联赛', short: '非冠', country: null, continent: '非洲', teams: 8 },
]

export const ODDS_COMPANIES = ['澳门', '威廉希尔', '立博', 'Bet365', '易胜博', '皇冠', '韦德'] as const

/** tag colours of competitions, picked by id */
export const LEAGUE_COLORS = ['#3b5bdb', '#c2255c', '#2b8a3e', '#e8590c', '#5f3dc4', '#0b7285', '#a61e4d', '#1864ab', '#d9480f', '#087f5b', '#862e9c', '#364fc7']

export const STAGES_BY_TEAMS: Record<number, string[]> = {
  8: ['1/4决赛', '半决赛', '决赛'],
  16: ['1/8决赛', '1/4决赛', '半决赛', '决赛'],
  32: ['1/16决赛', '1/8决赛', '1/4决赛', '半决赛', '决赛'],
}
