export default definePageConfig({
  navigationBarTitleText: '黑名单',
  enablePullDownRefresh: true,
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
