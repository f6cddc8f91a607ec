export default definePageConfig({
  navigationBarTitleText: '公司指数',
  enablePullDownRefresh: true,
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
