export default definePageConfig({
  navigationBarTitleText: '阵容分享',
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
