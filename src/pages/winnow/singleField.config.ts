export default definePageConfig({
  navigationBarTitleText: '单场精选',
  enablePullDownRefresh: true,
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
