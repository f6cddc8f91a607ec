export default definePageConfig({
  navigationBarTitleText: '选择地区',
  enablePullDownRefresh: true,
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
