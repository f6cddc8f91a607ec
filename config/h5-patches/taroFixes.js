// Fixes to Taro 4.2.1's H5 code: its plain-HTML components (@tarojs/components-react, used with
// h5.useHtmlComponents) and its React runtime (@tarojs/plugin-framework-react), applied by this loader
// to those files only, before anything else reads them (config/index.ts). Each fix names the text it
// replaces; the build fails when that text is gone (a Taro upgrade: check whether the fix is still
// needed, then drop or adapt it).
const FIXES = [
  {
    file: /@tarojs[\\/]router[\\/]dist[\\/]router[\\/]spa\.js$/,
    why: "the router's start (history, routes, the app's onLaunch and onShow) and its loading of the first page's scripts and styles ran in one task: at launch only, the first page is resolved in the next task",
    from: `            const result = yield router.resolve(routerPath);`,
    to: `            if (stacks.length < 1) yield new Promise((resolve) => setTimeout(resolve, 0));
            const result = yield router.resolve(routerPath);`,
  },
  {
    file: /@tarojs[\\/]plugin-framework-react[\\/]dist[\\/]runtime\.js$/,
    why: "the app root's first render (the App component, its providers and effects) ran in one task before any page: as a transition React renders it in slices too",
    from: `            (_a = root.render) === null || _a === void 0 ? void 0 : _a.call(root, h$1(AppWrapper));`,
    to: `            const renderApp = () => { var _r; (_r = root.render) === null || _r === void 0 ? void 0 : _r.call(root, h$1(AppWrapper)); };
            if (react.startTransition) react.startTransition(renderApp);
            else renderApp();`,
  },
  {
    file: /@tarojs[\\/]plugin-framework-react[\\/]dist[\\/]runtime\.js$/,
    why: "a page's first render was one task of 25-100 ms on a phone (Total Blocking Time): mounting it as a transition lets React render it in 5 ms slices between which the browser paints and takes input; the first screen (HTML) stays until it commits",
    from: `            this.forceUpdate((...args) => {
                perf.stop(PAGE_INIT);
                return cb(...args);
            });`,
    to: `            const update = () => this.forceUpdate((...args) => {
                perf.stop(PAGE_INIT);
                return cb(...args);
            });
            if (react.startTransition) react.startTransition(update);
            else update();`,
  },
  {
    file: /@tarojs[\\/]components-react[\\/]dist[\\/]components[\\/]pull-down-refresh[\\/]index\.js$/,
    why: 'PullDownRefresh took its own wrapper for the page, so the page\'s onPullDownRefresh (usePullDownRefresh) never ran: take the page around it',
    from: '_a.parentElement) || ((_b = this.contentRef)',
    to: "_a.closest('.taro_page')) || ((_b = this.contentRef)",
  },
  {
    file: /@tarojs[\\/]components-react[\\/]dist[\\/]components[\\/]text[\\/]index\.js$/,
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

function taroFixes(source) {
  const path = this.resourcePath
  let out = source
  for (const fix of FIXES.filter((f) => f.file.test(path))) {
    if (!out.includes(fix.from)) throw new Error(`config/h5-patches/taroFixes.js: ${path} changed, the fix "${fix.why}" no longer applies`)
    out = out.replace(fix.from, fix.to)
  }
  return out
}

module.exports = taroFixes
// the list, for tests/unit/config/taroPatches.test.ts (each fix still applies and is still needed)
module.exports.FIXES = FIXES
