export default definePageConfig({
  navigationBarTitleText: '隐私政策',
  enablePullDownRefresh: true,
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
