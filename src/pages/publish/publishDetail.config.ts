export default definePageConfig({
  navigationBarTitleText: '发布详情',
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
