export default definePageConfig({
  navigationBarTitleText: '发布帖子',
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
