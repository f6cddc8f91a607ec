export default definePageConfig({
  navigationBarTitleText: '找回密码',
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
