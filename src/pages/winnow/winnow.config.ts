export default definePageConfig({
  navigationBarTitleText: '精选',
  enablePullDownRefresh: true,
  onReachBottomDistance: 200,
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
