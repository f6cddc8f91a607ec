export default definePageConfig({
  navigationBarTitleText: '开通VIP',
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
