export default definePageConfig({
  navigationBarTitleText: '二合一精选',
  enablePullDownRefresh: true,
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
