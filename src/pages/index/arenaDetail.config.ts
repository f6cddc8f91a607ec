export default definePageConfig({
  navigationBarTitleText: '擂台详情',
  enablePullDownRefresh: true,
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
