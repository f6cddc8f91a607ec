export default definePageConfig({
  navigationBarTitleText: '搜索',
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
