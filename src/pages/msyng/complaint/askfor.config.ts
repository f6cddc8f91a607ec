export default definePageConfig({
  navigationBarTitleText: '投诉',
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
