export default definePageConfig({
  navigationBarTitleText: '专家列表',
  enablePullDownRefresh: true,
  onReachBottomDistance: 200,
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
