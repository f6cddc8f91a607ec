export default definePageConfig({
  navigationBarTitleText: '球队',
  enablePullDownRefresh: true,
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
