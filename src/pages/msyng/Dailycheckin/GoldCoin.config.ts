export default definePageConfig({
  navigationBarTitleText: '金币提现',
  enablePullDownRefresh: true,
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
