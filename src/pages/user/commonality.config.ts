export default definePageConfig({
  navigationBarTitleText: '玩法规则',
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
