export default definePageConfig({
  navigationBarTitleText: '选择位置',
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
