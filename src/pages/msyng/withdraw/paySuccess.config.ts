export default definePageConfig({
  navigationBarTitleText: '支付结果',
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
