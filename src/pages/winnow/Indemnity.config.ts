export default definePageConfig({
  navigationBarTitleText: '等赔样本',
  enablePullDownRefresh: true,
  onReachBottomDistance: 150,
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
