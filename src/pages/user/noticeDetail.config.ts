export default definePageConfig({
  navigationBarTitleText: '通知详情',
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
