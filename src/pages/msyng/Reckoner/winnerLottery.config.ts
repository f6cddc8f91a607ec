export default definePageConfig({
  navigationBarTitleText: '开奖结果',
  enablePullDownRefresh: true,
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
