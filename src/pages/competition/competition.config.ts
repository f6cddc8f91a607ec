export default definePageConfig({
  navigationBarTitleText: '赛事',
  enablePullDownRefresh: true,
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
