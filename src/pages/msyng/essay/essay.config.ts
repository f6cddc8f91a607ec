export default definePageConfig({
  navigationBarTitleText: '用户协议',
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
