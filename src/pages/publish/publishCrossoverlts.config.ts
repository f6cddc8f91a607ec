export default definePageConfig({
  navigationBarTitleText: '擂台串关发布',
  enablePullDownRefresh: true,
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
