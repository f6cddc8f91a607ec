export default definePageConfig({
  navigationBarTitleText: '奖金计算器',
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
