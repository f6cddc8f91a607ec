import { toast, toastSuccess } from '@/components/feedback/toast'
import { spyOnTaro, type TaroSpies } from '../../setup/taroSpies'

let taro: TaroSpies
beforeEach(() => {
  taro = spyOnTaro()
})
afterEach(() => jest.restoreAllMocks())

describe('toast', () => {
  it('shows text without an icon for 2000 ms by default', () => {
    toast('请先登录')
    expect(taro.showToast).toHaveBeenCalledWith({ title: '请先登录', icon: 'none', duration: 2000 })
  })
  it('takes another duration (the 1000 ms login toast)', () => {
    toast('登录成功', 1000)
    expect(taro.showToast).toHaveBeenCalledWith({ title: '登录成功', icon: 'none', duration: 1000 })
  })
  it('toastSuccess shows the success icon', () => {
    toastSuccess('已关注')
    expect(taro.showToast).toHaveBeenCalledWith({ title: '已关注', icon: 'success', duration: 2000 })
  })
})
