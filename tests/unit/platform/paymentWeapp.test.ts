import Taro from '@tarojs/taro'
import { VIRTUAL_PAY_IOS_MESSAGE } from '@contract/money-rules'
import { ALIPAY_CHECKOUT, PAY_METHODS_HERE, payNoticeHere, payOrder, TOPUP_COUPONS_HERE, type PayGateway } from '@/platform/payment.weapp'
import { versionAtLeast } from '@/platform/wxVirtualPayment'
import { payGateway } from '@/features/money/services/money'
import { specificationOnlyBackend } from '../../setup/backends'

/**
 * The mini program's payment edge (src/platform/payment.weapp.ts): coins and VIP through WeChat's
 * virtual payment, with `wx` and the device info stood in for. A cancel or failure closes the order;
 * an iPhone WeChat cannot serve says so instead of paying.
 */

// the server's payment calls, passed in by the money feature
const requestVirtualPay = jest.fn()
const cancelVirtualPay = jest.fn()
const requestWechatPay = jest.fn()
const virtualServed = jest.fn()
const gateway = {
  wechat: requestWechatPay, alipay: jest.fn(), virtual: requestVirtualPay, virtualCancel: cancelVirtualPay, virtualServed, apiBase: 'http://127.0.0.1:3721/',
} as unknown as PayGateway

const signed = { mode: 'short_series_coin', sign_data: '{"offerId":"1450000025","buyQuantity":60}', pay_sig: 'a'.repeat(64), signature: 'b'.repeat(64) }

type Outcome = 'ok' | 'cancel' | 'fail' | 'ios'
interface WxStandIn {
  requestVirtualPayment: jest.Mock
  checkIsSupportMidasPayment?: jest.Mock
}
const globals = globalThis as unknown as { wx?: WxStandIn }

/** wx.requestVirtualPayment answering as WeChat does for each outcome */
function wxPays(outcome: Outcome): jest.Mock {
  const requestVirtualPayment = jest.fn((o: { success: (r: object) => void; fail: (e: object) => void }) => {
    if (outcome === 'ok') o.success({ errMsg: 'requestVirtualPayment:ok' })
    else if (outcome === 'cancel') o.fail({ errMsg: 'requestVirtualPayment:fail cancel', errCode: -2 })
    else if (outcome === 'ios') o.fail({ errMsg: 'requestVirtualPayment:fail ios not support', errCode: 701001 })
    else o.fail({ errMsg: 'requestVirtualPayment:fail 支付失败', errCode: -1 })
  })
  globals.wx = { requestVirtualPayment }
  return requestVirtualPayment
}

/** the device the mini program runs on */
function onDevice(platform: 'android' | 'ios' | 'devtools', system: string, wechat: string) {
  jest.spyOn(Taro, 'getDeviceInfo').mockReturnValue({ platform, system } as ReturnType<typeof Taro.getDeviceInfo>)
  jest.spyOn(Taro, 'getAppBaseInfo').mockReturnValue({ version: wechat } as ReturnType<typeof Taro.getAppBaseInfo>)
}

beforeEach(() => {
  requestVirtualPay.mockReset().mockResolvedValue({ order: { order_no: 'CZ20261122000001ABCDEFGH' }, ...signed })
  cancelVirtualPay.mockReset().mockResolvedValue({ order_no: 'CZ20261122000001ABCDEFGH', status: 'closed' })
  requestWechatPay.mockReset()
  virtualServed.mockReset().mockResolvedValue(true)
  onDevice('android', 'Android 14', '8.0.50')
})
afterEach(() => {
  jest.restoreAllMocks()
  delete globals.wx
})

test('inside WeChat only WeChat is offered, and a top-up takes no coupon (代币 has no discounted price)', () => {
  expect(PAY_METHODS_HERE).toEqual(['wechat'])
  expect(ALIPAY_CHECKOUT).toBeNull()
  expect(TOPUP_COUPONS_HERE).toBe(false)
})

test('pays with wx.requestVirtualPayment, passing the server’s mode, signData, paySig and signature as they are', async () => {
  const pay = wxPays('ok')
  await expect(payOrder('wechat', { product_id: 'coins_60' }, gateway)).resolves.toEqual({ kind: 'paid', orderNo: 'CZ20261122000001ABCDEFGH' })
  expect(requestVirtualPay).toHaveBeenCalledWith({ product_id: 'coins_60' })
  expect(pay).toHaveBeenCalledWith(expect.objectContaining({ mode: 'short_series_coin', signData: signed.sign_data, paySig: signed.pay_sig, signature: signed.signature }))
  expect(cancelVirtualPay).not.toHaveBeenCalled()
})

test('a cancel or a failure closes the order and says so: nothing stays half paid', async () => {
  wxPays('cancel')
  await expect(payOrder('wechat', { product_id: 'coins_60' }, gateway)).resolves.toEqual({
    kind: 'unpaid', orderNo: 'CZ20261122000001ABCDEFGH', message: '已取消支付，订单已关闭',
  })
  expect(cancelVirtualPay).toHaveBeenCalledWith('CZ20261122000001ABCDEFGH')
  wxPays('fail')
  await expect(payOrder('wechat', { order_no: 'VIP20261122000001ABCDEFGH' }, gateway)).resolves.toMatchObject({ kind: 'unpaid', message: '微信支付未完成，订单已关闭' })
  expect(cancelVirtualPay).toHaveBeenCalledTimes(2)
  // a WeChat without the API at all
  delete globals.wx
  await expect(payOrder('wechat', { product_id: 'vip_month' }, gateway)).resolves.toMatchObject({ kind: 'unpaid', message: expect.stringContaining('版本过低') })
})

test('an iPhone before WeChat 8.0.68 or iOS 15: the checkout says why instead of paying, and no order is made', async () => {
  const pay = wxPays('ok')
  onDevice('ios', 'iOS 17.2', '8.0.50')
  expect(payNoticeHere()).toBe(VIRTUAL_PAY_IOS_MESSAGE)
  await expect(payOrder('wechat', { product_id: 'coins_60' }, gateway)).resolves.toEqual({ kind: 'unpaid', orderNo: '', message: VIRTUAL_PAY_IOS_MESSAGE })
  expect(requestVirtualPay).not.toHaveBeenCalled()
  expect(pay).not.toHaveBeenCalled()
  // a VIP order made already is closed
  onDevice('ios', 'iOS 14.8', '8.0.70')
  await expect(payOrder('wechat', { order_no: 'VIP20261122000001ABCDEFGH' }, gateway)).resolves.toMatchObject({ message: VIRTUAL_PAY_IOS_MESSAGE })
  expect(cancelVirtualPay).toHaveBeenCalledWith('VIP20261122000001ABCDEFGH')
})

test('an iPhone WeChat serves pays through it (WeChat routes to Apple); WeChat’s own refusal is said the same way', async () => {
  onDevice('ios', 'iOS 17.2', '8.0.68')
  expect(payNoticeHere()).toBeNull()
  const pay = wxPays('ok')
  await expect(payOrder('wechat', { product_id: 'vip_month' }, gateway)).resolves.toMatchObject({ kind: 'paid' })
  expect(pay).toHaveBeenCalledTimes(1)
  wxPays('ios')
  await expect(payOrder('wechat', { product_id: 'vip_month' }, gateway)).resolves.toMatchObject({ kind: 'unpaid', message: VIRTUAL_PAY_IOS_MESSAGE })
  // where WeChat can be asked (checkIsSupportMidasPayment), its allow_pay decides
  const wx = { requestVirtualPayment: wxPays('ok'), checkIsSupportMidasPayment: jest.fn((o: { success: (r: object) => void }) => o.success({ data: { allow_pay: false } })) }
  globals.wx = wx
  await expect(payOrder('wechat', { product_id: 'vip_month' }, gateway)).resolves.toMatchObject({ kind: 'unpaid', message: VIRTUAL_PAY_IOS_MESSAGE })
  expect(wx.requestVirtualPayment).not.toHaveBeenCalled()
})

test('Android and the DevTools pay without a notice', () => {
  expect(payNoticeHere()).toBeNull()
  onDevice('devtools', 'iOS 10.0.1', '8.0.5')
  expect(payNoticeHere()).toBeNull()
})

describe('on a backend without virtual payment (the specification part only)', () => {
  const payParams = { appId: 'wx0123456789abcdef', timeStamp: '1795316400', nonceStr: 'n0nce', package: 'prepay_id=wx22120000', signType: 'MD5', paySign: 'C'.repeat(32) }
  beforeEach(() => {
    virtualServed.mockResolvedValue(false)
    requestWechatPay.mockResolvedValue({ order: { order_no: 'CZ20261122000002ABCDEFGH' }, pay_params: payParams, cashier_path: 'cashier?order_no=CZ20261122000002ABCDEFGH' })
  })

  test('pays with the specification’s WeChat Pay (api/Wechat/pay, wx.requestPayment), never the virtual calls', async () => {
    const virtualPay = wxPays('ok')
    const requestPayment = jest.spyOn(Taro, 'requestPayment').mockResolvedValue({ errMsg: 'requestPayment:ok' } as never)
    await expect(payOrder('wechat', { product_id: 'coins_60' }, gateway)).resolves.toEqual({ kind: 'paid', orderNo: 'CZ20261122000002ABCDEFGH' })
    expect(requestWechatPay).toHaveBeenCalledWith({ product_id: 'coins_60' })
    expect(requestPayment).toHaveBeenCalledWith(payParams)
    expect(requestVirtualPay).not.toHaveBeenCalled()
    expect(virtualPay).not.toHaveBeenCalled()
  })

  test('a cancel leaves the order unpaid and says so, without the virtual cancel', async () => {
    jest.spyOn(Taro, 'requestPayment').mockRejectedValue({ errMsg: 'requestPayment:fail cancel' })
    await expect(payOrder('wechat', { order_no: 'VIP20261122000001ABCDEFGH' }, gateway)).resolves.toEqual({
      kind: 'unpaid', orderNo: 'CZ20261122000002ABCDEFGH', message: '已取消支付',
    })
    expect(cancelVirtualPay).not.toHaveBeenCalled()
  })
})

test('the money feature’s gateway tells virtual payment served on the full stand-in, and missing on a specification-only backend', async () => {
  await expect(payGateway.virtualServed()).resolves.toBe(true)
  await specificationOnlyBackend()
  await expect(payGateway.virtualServed()).resolves.toBe(false)
})

test('versions compare part by part', () => {
  expect(versionAtLeast('8.0.68', '8.0.68')).toBe(true)
  expect(versionAtLeast('8.0.7', '8.0.68')).toBe(false)
  expect(versionAtLeast('8.1', '8.0.68')).toBe(true)
  expect(versionAtLeast('15', '15')).toBe(true)
  expect(versionAtLeast(undefined, '15')).toBe(false)
})
