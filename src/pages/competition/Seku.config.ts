export default definePageConfig({
  navigationBarTitleText: '资料库',
  enablePullDownRefresh: true,
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
