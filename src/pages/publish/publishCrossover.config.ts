export default definePageConfig({
  navigationBarTitleText: '发布串关推荐',
  enablePullDownRefresh: true,
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
