export default definePageConfig({
  navigationBarTitleText: '胜负彩开奖',
  enablePullDownRefresh: true,
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
