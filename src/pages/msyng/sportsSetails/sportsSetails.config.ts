export default definePageConfig({
  navigationBarTitleText: '赛事详情',
  enablePullDownRefresh: true,
  onReachBottomDistance: 200,
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
