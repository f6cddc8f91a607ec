export default definePageConfig({
  navigationBarTitleText: '热门赛事',
  enablePullDownRefresh: true,
  onReachBottomDistance: 200,
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
