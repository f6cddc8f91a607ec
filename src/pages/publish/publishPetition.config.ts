export default definePageConfig({
  navigationBarTitleText: '发布单场推荐',
  enablePullDownRefresh: true,
  onReachBottomDistance: 500,
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
