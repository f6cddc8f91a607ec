export default definePageConfig({
  navigationBarTitleText: '擂台单场发布',
  enablePullDownRefresh: true,
  onReachBottomDistance: 500,
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
