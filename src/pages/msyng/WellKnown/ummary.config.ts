export default definePageConfig({
  navigationBarTitleText: '战绩汇总',
  enablePullDownRefresh: true,
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
