import Taro from '@tarojs/taro'
import { askSubscribeMessage } from '@/platform/subscribeMessage.weapp'
import { askSubscribeMessage as askElsewhere } from '@/platform/subscribeMessage'

afterEach(() => jest.restoreAllMocks())

test('the mini program asks WeChat for the configured templates and keeps the accepted ones', async () => {
  const ask = jest
    .spyOn(Taro, 'requestSubscribeMessage')
    .mockImplementation((() => Promise.resolve({ errMsg: 'requestSubscribeMessage:ok', tplGoal: 'accept', tplEnd: 'reject' })) as never)
  expect(await askSubscribeMessage(['tplGoal', 'tplEnd'])).toEqual(['tplGoal'])
  expect(ask).toHaveBeenCalledWith(expect.objectContaining({ tmplIds: ['tplGoal', 'tplEnd'] }))
})

test('a closed dialog, no template configured, or another platform accepts nothing', async () => {
  jest.spyOn(Taro, 'requestSubscribeMessage').mockImplementation((() => Promise.reject({ errMsg: 'requestSubscribeMessage:fail cancel' })) as never)
  expect(await askSubscribeMessage(['tplGoal'])).toEqual([])
  expect(await askSubscribeMessage([])).toEqual([])
  expect(await askElsewhere(['tplGoal'])).toEqual([])
})
