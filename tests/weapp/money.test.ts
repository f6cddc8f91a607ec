/**
 * Money pages in the real mini program runtime against the stand-in: the VIP tab, the wallet (its
 * top-up pays with WeChat only, through WeChat's virtual payment, wx.requestVirtualPayment, played by
 * the stand-in) and the check-in page; and with the pay-module flag off, no buying entry on them.
 */
import type { UserInfo } from '../../types/api/account'
import { idCardCheckChar } from '../../types/validation/idCard'
import { VIRTUAL_PAY_IOS_MESSAGE } from '../../types/money-rules'
import type { TestServer } from '../server/helpers'
import { loadPage } from './harness'
import { startStandIn } from './standInServer'

let server: TestServer
/** a phone WeChat's virtual payment serves (miniprogram-simulate stands in for an iPhone with WeChat 8.0.5 otherwise) */
const ANDROID = { platform: 'android' as const, system: 'Android 14', wechat: '8.0.50' }
let off: TestServer

beforeAll(async () => {
  server = await startStandIn({ payModule: true })
  off = await startStandIn({ payModule: false })
})
afterAll(async () => {
  await server.close()
  await off.close()
})

/** a WeChat login the mini program itself would make; `verified` adds a real name (paying needs one) */
async function signedIn(s: TestServer, code: string, verified = false): Promise<Record<string, unknown>> {
  const res = await s.call<UserInfo>('api/user/xin_login', { code })
  expect(res.code).toBe(1)
  if (verified) {
    const first17 = `11010119900307${String(res.data.id).padStart(3, '0').slice(-3)}`
    const auth = await s.call('api/AuthName/auth', { name: '王小明', id_card: first17 + idCardCheckChar(first17), token: res.data.token }, 'GET')
    expect(auth.code).toBe(1)
  }
  return { userInfo: res.data, user_id: res.data.user_id }
}

test('the VIP tab: VIP offer, today’s 二合一 and 单场 sections, the odds tools', async () => {
  const page = await loadPage('pages/winnow/winnow', { server: server.app, storage: await signedIn(server, 'wx-money-vip') })
  try {
    expect(page.errors).toEqual([])
    expect(page.title()).toBe('精选')
    expect(page.log.requests).toContain('POST api/ConfirmedOrder/jxdc_list')
    expect(page.log.requests).toContain('POST api/ConfirmedOrder/sd_list')
    expect(page.hasText('今日二合一')).toBe(true)
    expect(page.hasText('今日单场')).toBe(true)
    expect(page.hasText('立即开通')).toBe(true)
    await page.tap('等赔样本')
    expect(page.log.navigations).toContain('navigateTo /pages/winnow/Indemnity')
  } finally {
    page.unload()
  }
})

test('the wallet: the top-up pays with WeChat’s virtual payment (代币充值), signed by the server; the coins arrive once', async () => {
  const storage = await signedIn(server, 'wx-money-wallet', true)
  const { token } = storage.userInfo as UserInfo
  const page = await loadPage('pages/msyng/withdraw/withdraw', { server: server.app, storage, device: ANDROID })
  try {
    expect(page.errors).toEqual([])
    expect(page.title()).toBe('我的钱包')
    expect(page.hasText('iOS')).toBe(false)
    expect(page.hasText('金币余额')).toBe(true)
    expect(page.hasText('金币充值')).toBe(true)
    expect(page.hasText('60金币')).toBe(true)
    expect(page.hasText('微信支付')).toBe(true)
    // Alipay is not offered inside WeChat, nor a coupon on a top-up (代币 has no discounted price)
    expect(page.hasText('支付宝')).toBe(false)
    expect(page.hasText('该充值包暂无可用优惠券')).toBe(false)
    await page.tap('[class*="form-submit__button"]')
    expect(page.log.requests).toContain('POST api/Wechat/virtual_pay')
    expect(page.log.requests).not.toContain('POST api/Wechat/pay')
    expect(page.log.virtualPayments).toEqual(['short_series_coin: requestVirtualPayment:ok'])
    expect(page.log.navigations.some((n) => /^redirectTo \/pages\/msyng\/withdraw\/paySuccess\?order_no=CZ\w+/.test(n))).toBe(true)
  } finally {
    page.unload()
  }
  const wallet = await server.call<{ coins: number }>('api/Apis/zmzh', { token })
  expect(wallet.data.coins).toBe(60)
})

test('a virtual payment cancelled in WeChat closes its order and the wallet says so', async () => {
  const storage = await signedIn(server, 'wx-money-cancel', true)
  const { token } = storage.userInfo as UserInfo
  const page = await loadPage('pages/msyng/withdraw/withdraw', { server: server.app, storage, virtualPay: 'cancel', device: ANDROID })
  try {
    await page.tap('[class*="form-submit__button"]')
    expect(page.log.virtualPayments).toEqual(['short_series_coin: requestVirtualPayment:fail cancel'])
    expect(page.log.requests).toContain('POST api/Wechat/virtual_cancel')
    expect(page.hasText('已取消支付，订单已关闭')).toBe(true)
    expect(page.log.navigations.some((n) => n.includes('paySuccess'))).toBe(false)
  } finally {
    page.unload()
  }
  const orders = await server.call<{ list: Array<{ status: string }> }>('api/Wechat/order_list', { token, page: 1, limit: 10 })
  expect(orders.data.list.map((o) => o.status)).toEqual(['closed'])
})

test('on an iPhone with a WeChat older than 8.0.68 the wallet says why it cannot pay, and tapping pay makes no order', async () => {
  const storage = await signedIn(server, 'wx-money-old-iphone', true)
  const { token } = storage.userInfo as UserInfo
  const page = await loadPage('pages/msyng/withdraw/withdraw', { server: server.app, storage, device: { platform: 'ios', system: 'iOS 17.2', wechat: '8.0.50' } })
  try {
    expect(page.errors).toEqual([])
    expect(page.hasText(VIRTUAL_PAY_IOS_MESSAGE)).toBe(true)
    await page.tap('[class*="form-submit__button"]')
    expect(page.log.requests).not.toContain('POST api/Wechat/virtual_pay')
    expect(page.log.virtualPayments).toEqual([])
  } finally {
    page.unload()
  }
  const orders = await server.call<{ list: unknown[] }>('api/Wechat/order_list', { token, page: 1, limit: 10 })
  expect(orders.data.list).toEqual([])
})

test('the check-in page: the month, the reward table; checking in ticks today and a second time is not offered', async () => {
  const page = await loadPage('pages/msyng/Dailycheckin/SignIn', { server: server.app, storage: await signedIn(server, 'wx-money-checkin') })
  try {
    expect(page.errors).toEqual([])
    expect(page.title()).toBe('每日签到')
    expect(page.hasText('连续签到奖励')).toBe(true)
    expect(page.hasText('签到领 5 金币')).toBe(true)
    await page.tap('[class*="form-submit__button"]')
    expect(page.log.requests).toContain('POST api/Apis/daily_check_in')
    expect(page.log.toasts).toContain('签到成功 +5金币')
    expect(page.hasText('今日已签到，明天再来')).toBe(true)
  } finally {
    page.unload()
  }
})

test('with the pay-module flag off: no VIP offer, no top-up, no VIP entry', async () => {
  const storage = await signedIn(off, 'wx-money-off')
  const tab = await loadPage('pages/winnow/winnow', { server: off.app, storage })
  try {
    expect(tab.errors).toEqual([])
    expect(tab.hasText('立即开通')).toBe(false)
  } finally {
    tab.unload()
  }
  const wallet = await loadPage('pages/msyng/withdraw/withdraw', { server: off.app, storage })
  try {
    expect(wallet.errors).toEqual([])
    expect(wallet.hasText('金币余额')).toBe(true)
    expect(wallet.hasText('金币充值')).toBe(false)
    expect(wallet.hasText('开通VIP')).toBe(false)
    // the default device is an iPhone whose WeChat cannot pay: with the flag off not even the notice shows
    expect(wallet.hasText(VIRTUAL_PAY_IOS_MESSAGE)).toBe(false)
    expect(wallet.log.requests).not.toContain('POST api/Apis/chongzhi_vip_zb')
  } finally {
    wallet.unload()
  }
})

test('已购 in the mini program: a prediction bought with coins is listed with its price and opens its detail, where the analysis reads in full', async () => {
  const storage = await signedIn(server, 'wx-money-purchases', true)
  const { token } = storage.userInfo as UserInfo
  // 60 coins through the sandbox cashier, as its 确认支付 button would
  const order = await server.call<{ order: { order_no: string } }>('api/Wechat/pay', { product_id: 'coins_60', token })
  expect(order.code).toBe(1)
  const paid = await server.app.inject({ method: 'POST', url: '/cashier/confirm', payload: { order_no: order.data.order.order_no } })
  expect(paid.statusCode).toBeLessThan(400)
  type Row = { id: number; price: number; visible: boolean; locked: boolean; title: string }
  let target: Row | undefined
  for (let page = 1; !target && page <= 5; page++) {
    const list = await server.call<{ list: Row[] }>('api/Expert/get_single_pass_list', { page, limit: 50, token })
    target = list.data.list.find((p) => p.price > 0 && p.price <= 60 && !p.visible && !p.locked)
  }
  if (!target) throw new Error('no paid prediction on sale at the seeded moment')
  const bought = await server.call('api/Wechat/pay_zjfb', { prediction_id: target.id, order_no: `wx_bought_${target.id}`, token })
  expect(`${bought.code} ${bought.msg}`).toBe('1 ok')

  const page = await loadPage('pages/msyng/myPulish/myFollow', { server: server.app, storage, query: { tab: 'purchases' } })
  try {
    expect(page.errors).toEqual([])
    expect(page.title()).toBe('已购方案')
    expect(page.log.requests).toContain('POST api/Wechat/purchase_list')
    expect(page.hasText(target.title)).toBe(true)
    expect(page.hasText(`${target.price} 金币`)).toBe(true)
    await page.tap(target.title)
    expect(page.log.navigations).toContain(`navigateTo /pages/index/crossoverDetail?id=${target.id}`)
  } finally {
    page.unload()
  }

  const detail = await loadPage('pages/index/crossoverDetail', { server: server.app, storage, query: { id: String(target.id) } })
  try {
    expect(detail.errors).toEqual([])
    expect(detail.hasText('专家分析')).toBe(true)
    expect(detail.hasText('购买后阅读全文')).toBe(false)
    expect(detail.hasText('展开核验数据')).toBe(true)
  } finally {
    detail.unload()
  }
})
