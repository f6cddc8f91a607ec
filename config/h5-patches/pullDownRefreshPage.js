// Taro 4.2.1's H5 pull-down refresh of h5.useHtmlComponents (@tarojs/components-react) takes the
// parent of its content as the page, but that parent is its own wrapper: the drag moved the page and
// the page's onPullDownRefresh (usePullDownRefresh) was never called. This takes the page element
// around the content instead. Applied to that one file before anything else reads it (config/index.ts);
// the build fails if the code is not found as expected (a Taro upgrade: check whether it is still needed).
const BROKEN = '_a.parentElement) || ((_b = this.contentRef)'
const FIXED = "_a.closest('.taro_page')) || ((_b = this.contentRef)"

module.exports = function pullDownRefreshPage(source) {
  if (!source.includes(BROKEN)) {
    throw new Error('config/h5-patches/pullDownRefreshPage.js: PullDownRefresh.scrollContainer changed in @tarojs/components-react; check whether the patch is still needed')
  }
  return source.replace(BROKEN, FIXED)
}
