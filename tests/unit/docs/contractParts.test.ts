import fs from 'node:fs'
import path from 'node:path'
import { endpoints } from '@contract/api'
import type { EndpointDef } from '@contract/endpoint'
import { EXTENSION_PATHS } from '@contract/contract-parts'
import { contractPartsMarkdown, withContractParts } from '../../../scripts/contract/partsTables'

const API_DOC = path.resolve(__dirname, '../../../docs/product/api.md')
const table = endpoints as Record<string, EndpointDef>
const pathsOf = (part: EndpointDef['part']) => Object.keys(table).filter((p) => table[p].part === part).sort()

/**
 * The endpoint names the product specification gives, by group (its list of calls), as data: an
 * endpoint is in the specification's part exactly when its group and name are here.
 */
const NAMED_BY_SPECIFICATION: Record<string, string[]> = {
  'api/user': ['login', 'xin_login', 'register', 'send', 'zhaohuimima', 'check_login', 'user_edit', 'get_member', 'get_user_extend', 'get_user_black', 'user_black', 'user_black_check', 'get_gz', 'guanz_expert_attention', 'base_user_message', 'zhuxiaogongneng', 'mx', 'zjxq', 'zhuanjlieb', 'zjxq_fbxx', 'askforAdd'],
  'api/AuthName': ['auth', 'auth_info'],
  'api/User': ['w'],
  'api/Game': ['get', 'get_xq', 'all_matches', 'List_of_events', 'immediately', 'fenxi', 'zhanji', 'zhishu', 'zhuanjia', 'historical_index', 'exponential_coincident', 'xq_bszr', 'zxzxs', 'paiming', 'syzygote', 'event_attention', 'gz_event_attention', 'player_transfer_information'],
  'api/game': ['football_draw_details', 'bd_acquisition_period_number', 'bd_get_this_game', 'the_competition_is_full', 'syqhsfc', 'winner_lottery', 'gxqrs', 'chakgz', 'system_notification', 'same_claim_details', 'co_compensation', 'sample_data_of_equal_compensation', 'database_schedule', 'top_scorer', 'basics_list_of_continents', 'basics_list_of_countries', 'basics_list_of_events_list', 'basics_list_of_seasons_list', 'basics_integrate_list_list'],
  'api/index': ['shuju', 'saibotiyu', 'zmxil', 'zmxlxq'],
  'api/Challenge': ['dan_user_list', 'dan_xq', 'dan_fb', 'dan_list', 'chuan_fb', 'chuan_list', 'chuan_user_list', 'follow_dg_gc_lts'],
  'api/Expert': ['zjfb_xq', 'crosstalk_publishing', 'edit_my_crosstalk', 'delete_user_crosstalk_publishing', 'get_crosstalk_list', 'get_user_crosstalk_publishing', 'get_user_crosstalk_publishing_xq', 'single_pass_release', 'edit_my_single_pass_release', 'delete_user_single_pass_release', 'get_single_pass_list', 'get_user_single_pass_release_list', 'get_user_single_pass_release_list_xq', 'follow_dg_gc'],
  'api/Forum': ['home_forum_list', 'home_forum_listself', 'home_forum_add', 'home_forum_edit', 'home_forum_delete', 'home_forum_comment', 'home_forum_xq', 'home_forum_list_dz', 'get_home_forum_list', 'ForumDetails', 'popular_race', 'popular_race_type', 'my_collection_list', 'forum_ollections', 'get_saishi'],
  'api/Community_orums': ['list', 'release', 'update', 'user_list', 'collect_list'],
  'api/Wechat': ['pay', 'zfb', 'buy_vip', 'pay_zjfb', 'pay_jx', 'doalipay', 'query_order'],
  'api/ConfirmedOrder': ['jxdc_list', 'jxdc_xq', 'sd_list', 'sd_xq'],
  'api/Apis': ['daily_check_in', 'expert_check_in', 'feedback', 'get_user_coupon', 'Expert_gold_coin_withdrawal', 'chongzhi_vip_zb', 'zfzhibiao', 'zmzh', 'get_event_prediction_parameters'],
}
const namedBySpecification = (p: string) => {
  const cut = p.lastIndexOf('/')
  return NAMED_BY_SPECIFICATION[p.slice(0, cut)]?.includes(p.slice(cut + 1)) ?? false
}

describe('the contract in two parts', () => {
  it('puts an endpoint in the specification part exactly when the specification names it', () => {
    const misfiled = Object.keys(table).filter((p) => (table[p].part === 'spec') !== namedBySpecification(p))
    expect(misfiled).toEqual([])
    expect({ spec: pathsOf('spec').length, extension: pathsOf('extension').length }).toEqual({ spec: 126, extension: 40 })
  })

  it('lists every extension for the app, which cannot read the table at run time', () => {
    expect([...EXTENSION_PATHS].sort()).toEqual(pathsOf('extension'))
  })

  it('docs/product/api.md lists both parts and the surfaces as the code has them (npm run contract:docs)', () => {
    const doc = fs.readFileSync(API_DOC, 'utf8')
    expect(withContractParts(doc)).toBe(doc)
    const block = contractPartsMarkdown()
    for (const p of Object.keys(table)) expect(block).toContain(`\`${p}\``)
    expect(block).toContain("### The specification's part: 126 endpoints")
    expect(block).toContain('### Extensions: 40 endpoints')
  })
})
