export default definePageConfig({
  navigationBarTitleText: '系统通知',
  enablePullDownRefresh: true,
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
