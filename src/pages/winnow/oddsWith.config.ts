export default definePageConfig({
  navigationBarTitleText: '同赔查询',
  enablePullDownRefresh: true,
  onReachBottomDistance: 150,
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
