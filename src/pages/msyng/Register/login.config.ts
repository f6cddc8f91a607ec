export default definePageConfig({
  navigationBarTitleText: '登录',
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
