export default definePageConfig({
  navigationBarTitleText: '赛事',
  enablePullDownRefresh: true,
  enableShareAppMessage: true,
  enableShareTimeline: true,
  // WeChat draws the last first screen before the logic layer starts (src/platform/initialRenderingCache.weapp.ts)
  initialRenderingCache: 'dynamic',
})
