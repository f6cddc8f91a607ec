// Fixes to Taro 4.2.1's plain-HTML components (@tarojs/components-react, used on H5 with
// h5.useHtmlComponents), applied by this loader to those files only, before anything else reads them
// (config/index.ts). Each fix names the text it replaces; the build fails when that text is gone (a
// Taro upgrade: check whether the fix is still needed, then drop or adapt it).
const FIXES = [
  {
    file: /pull-down-refresh[\\/]index\.js$/,
    why: 'PullDownRefresh took its own wrapper for the page, so the page\'s onPullDownRefresh (usePullDownRefresh) never ran: take the page around it',
    from: '_a.parentElement) || ((_b = this.contentRef)',
    to: "_a.closest('.taro_page')) || ((_b = this.contentRef)",
  },
  {
    file: /text[\\/]index\.js$/,
    why: 'Text ignored numberOfLines (the Stencil text clamped with an ellipsis) and userSelect: clamp it, as taro-text-core did (app.scss has the rest of the rule), and take userSelect as selectable',
    from: `restProps = __rest(props, ["className", "selectable", "forwardedRef"]);
  const cls = classNames('taro-text', {
    'taro-text__selectable': selectable
  }, className);
  return /*#__PURE__*/jsx("span", {
    ...restProps,`,
    to: `restProps = __rest(props, ["className", "selectable", "forwardedRef", "numberOfLines", "userSelect"]);
  const lines = props.numberOfLines;
  const clamped = typeof lines === 'number' && lines > 0;
  const cls = classNames('taro-text', {
    'taro-text__selectable': selectable || props.userSelect === true,
    'taro-text__lines': clamped
  }, className);
  return /*#__PURE__*/jsx("span", {
    ...restProps,
    style: clamped ? Object.assign({}, restProps.style, { WebkitLineClamp: lines, WebkitBoxOrient: 'vertical' }) : restProps.style,`,
  },
]

module.exports = function componentsReactFixes(source) {
  const path = this.resourcePath
  let out = source
  for (const fix of FIXES.filter((f) => f.file.test(path))) {
    if (!out.includes(fix.from)) throw new Error(`config/h5-patches/componentsReact.js: ${path} changed, the fix "${fix.why}" no longer applies`)
    out = out.replace(fix.from, fix.to)
  }
  return out
}
