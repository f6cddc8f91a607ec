export default definePageConfig({
  navigationBarTitleText: '收支明细',
  enablePullDownRefresh: true,
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
