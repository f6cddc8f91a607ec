export default definePageConfig({
  navigationBarTitleText: '名家',
  enablePullDownRefresh: true,
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
