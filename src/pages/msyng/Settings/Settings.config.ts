export default definePageConfig({
  navigationBarTitleText: '设置',
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
