export default definePageConfig({
  navigationBarTitleText: '体育',
  enablePullDownRefresh: true,
  onReachBottomDistance: 200,
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
