export default definePageConfig({
  navigationBarTitleText: '实名认证',
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
