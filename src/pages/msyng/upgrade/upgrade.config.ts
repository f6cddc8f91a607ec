export default definePageConfig({
  navigationBarTitleText: '版本更新',
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
