export default definePageConfig({
  navigationBarTitleText: '查看位置',
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
