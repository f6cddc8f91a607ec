export default definePageConfig({
  navigationBarTitleText: '协议详情',
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
