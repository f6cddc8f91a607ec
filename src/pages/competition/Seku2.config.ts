export default definePageConfig({
  navigationBarTitleText: '联赛资料',
  enablePullDownRefresh: true,
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
