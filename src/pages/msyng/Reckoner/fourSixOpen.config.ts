export default definePageConfig({
  navigationBarTitleText: '进球彩/半全场开奖',
  enablePullDownRefresh: true,
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
