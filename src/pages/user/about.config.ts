export default definePageConfig({
  navigationBarTitleText: '关于我们',
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
