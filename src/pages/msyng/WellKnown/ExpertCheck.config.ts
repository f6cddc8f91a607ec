export default definePageConfig({
  navigationBarTitleText: '专家入驻',
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
