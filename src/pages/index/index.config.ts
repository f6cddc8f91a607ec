export default definePageConfig({
  navigationBarTitleText: '体育',
  enablePullDownRefresh: true,
  onReachBottomDistance: 200,
  enableShareAppMessage: true,
  enableShareTimeline: true,
  // WeChat draws the last first screen before the logic layer starts (src/platform/initialRenderingCache.weapp.ts)
  initialRenderingCache: 'dynamic',
})
