export default definePageConfig({
  navigationBarTitleText: '通知详情',
  enablePullDownRefresh: true,
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
