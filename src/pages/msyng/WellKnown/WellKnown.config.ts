export default definePageConfig({
  navigationBarTitleText: '名家',
  enablePullDownRefresh: true,
  // docs/product/routes.md: expert lists page 200 before the bottom
  onReachBottomDistance: 200,
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
