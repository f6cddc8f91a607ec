export default definePageConfig({
  navigationBarTitleText: '竞彩足球开奖',
  enablePullDownRefresh: true,
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
