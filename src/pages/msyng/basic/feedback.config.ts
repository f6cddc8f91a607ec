export default definePageConfig({
  navigationBarTitleText: '意见反馈',
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
