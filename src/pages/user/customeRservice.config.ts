export default definePageConfig({
  navigationBarTitleText: '联系客服',
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
