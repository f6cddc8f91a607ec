export default definePageConfig({
  navigationBarTitleText: '模拟投注',
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
