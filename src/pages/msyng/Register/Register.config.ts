export default definePageConfig({
  navigationBarTitleText: '注册',
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
