export default definePageConfig({
  navigationBarTitleText: '近期战绩',
  enablePullDownRefresh: true,
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
