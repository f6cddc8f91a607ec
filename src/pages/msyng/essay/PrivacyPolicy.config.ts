export default definePageConfig({
  navigationBarTitleText: '隐私政策',
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
