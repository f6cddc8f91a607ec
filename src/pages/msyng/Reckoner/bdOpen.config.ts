export default definePageConfig({
  navigationBarTitleText: '北京单场开奖',
  enablePullDownRefresh: true,
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
