export default definePageConfig({
  navigationBarTitleText: '擂台',
  enablePullDownRefresh: true,
  onReachBottomDistance: 200,
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
