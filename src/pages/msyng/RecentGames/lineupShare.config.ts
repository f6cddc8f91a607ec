export default definePageConfig({
  navigationBarTitleText: '阵容分享',
  enablePullDownRefresh: true,
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
