export default definePageConfig({
  navigationBarTitleText: '玩法规则',
  enablePullDownRefresh: true,
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
