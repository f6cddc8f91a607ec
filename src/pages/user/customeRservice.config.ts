export default definePageConfig({
  navigationBarTitleText: '联系客服',
  enablePullDownRefresh: true,
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
