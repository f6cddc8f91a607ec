export default definePageConfig({
  navigationBarTitleText: '足彩',
  enablePullDownRefresh: true,
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
