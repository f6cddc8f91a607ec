export default definePageConfig({
  navigationBarTitleText: '选择地区',
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
