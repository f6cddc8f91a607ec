export default definePageConfig({
  navigationBarTitleText: '名家',
  enablePullDownRefresh: true,
  // SPEC §2: expert lists page 200 before the bottom
  onReachBottomDistance: 200,
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
