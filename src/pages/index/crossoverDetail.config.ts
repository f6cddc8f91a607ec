export default definePageConfig({
  navigationBarTitleText: '专家分析',
  enablePullDownRefresh: true,
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
