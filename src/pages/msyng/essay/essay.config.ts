export default definePageConfig({
  navigationBarTitleText: '用户协议',
  enablePullDownRefresh: true,
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
