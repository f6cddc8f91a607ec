export default definePageConfig({
  navigationBarTitleText: '我的发布',
  enablePullDownRefresh: true,
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
