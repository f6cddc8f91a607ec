export default definePageConfig({
  navigationBarTitleText: '赛事详情',
  enablePullDownRefresh: true,
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
