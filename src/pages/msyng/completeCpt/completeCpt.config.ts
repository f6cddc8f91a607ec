export default definePageConfig({
  navigationBarTitleText: '近期赛程',
  enablePullDownRefresh: true,
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
