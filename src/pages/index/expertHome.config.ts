export default definePageConfig({
  navigationBarTitleText: '专家主页',
  enablePullDownRefresh: true,
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
