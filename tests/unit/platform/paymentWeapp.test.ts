import Taro from '@tarojs/taro'
import { ALIPAY_CHECKOUT, PAY_METHODS_HERE, payOrder, type PayGateway } from '@/platform/payment.weapp'

// the server's payment calls, passed in by the money feature
const requestWechatPay = jest.fn()
const gateway = { wechat: requestWechatPay, alipay: jest.fn(), apiBase: 'http://127.0.0.1:3721/' } as unknown as PayGateway

const payParams = { appId: 'wx0', timeStamp: '1795320000', nonceStr: 'n', package: 'prepay_id=wx1', signType: 'MD5' as const, paySign: 'ABC' }

beforeEach(() => {
  requestWechatPay.mockResolvedValue({ order: { order_no: 'VIP20261122000001' }, pay_params: payParams, cashier_path: 'cashier?order_no=VIP20261122000001' })
})
afterEach(() => jest.restoreAllMocks())

const requestPayment = (outcome: 'ok' | 'cancel' | 'fail') =>
  jest.spyOn(Taro, 'requestPayment').mockImplementation((() =>
    outcome === 'ok'
      ? Promise.resolve({ errMsg: 'requestPayment:ok' })
      : Promise.reject({ errMsg: outcome === 'cancel' ? 'requestPayment:fail cancel' : 'requestPayment:fail 缺少商户参数' })) as never)

test('inside WeChat only WeChat Pay is offered', () => {
  expect(PAY_METHODS_HERE).toEqual(['wechat'])
  expect(ALIPAY_CHECKOUT).toBeNull()
})

test('pays with the server’s signed parameters as they are', async () => {
  const spy = requestPayment('ok')
  await expect(payOrder('wechat', { product_id: 'coins_60' }, gateway)).resolves.toEqual({ kind: 'paid', orderNo: 'VIP20261122000001' })
  expect(requestWechatPay).toHaveBeenCalledWith({ product_id: 'coins_60' })
  expect(spy).toHaveBeenCalledWith(payParams)
})

test('refused without merchant credentials (DevTools) or cancelled: the order stays unpaid and says why', async () => {
  requestPayment('fail')
  await expect(payOrder('wechat', { order_no: 'VIP20261122000001' }, gateway)).resolves.toEqual({
    kind: 'unpaid',
    orderNo: 'VIP20261122000001',
    message: '微信支付未完成，订单未支付',
  })
  requestPayment('cancel')
  await expect(payOrder('wechat', { order_no: 'VIP20261122000001' }, gateway)).resolves.toMatchObject({ kind: 'unpaid', message: '已取消支付，订单未支付' })
})
