export default definePageConfig({
  navigationBarTitleText: '帖子详情',
  enablePullDownRefresh: true,
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
