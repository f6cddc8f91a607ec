import path from 'node:path'
import CompressionPlugin from 'compression-webpack-plugin'
import webpack from 'webpack'
import { defineConfig, type UserConfigExport } from '@tarojs/cli'
import devConfig from './dev'
import prodConfig from './prod'
import { FIXES as TARO_FIXES } from './h5-patches/taroFixes'
import { applyWeappAppId } from './weappAppId'

const root = path.resolve(__dirname, '..')
const env = process.env.TARO_ENV

/** each target writes its own folder: weapp dist/ (opened by WeChat DevTools via project.config.json), H5 dist-h5/, RN dist-rn/ */
// TARO_OUTPUT overrides it (parallel builds, tests that build into a temp folder)
const outputRoot = process.env.TARO_OUTPUT || (env === 'h5' ? 'dist-h5' : env === 'rn' ? 'dist-rn' : 'dist')

const sassSilence = ['import', 'global-builtin', 'color-functions', 'slash-div', 'legacy-js-api', 'mixed-decls']

export default defineConfig<'webpack5'>(async (merge) => {
  // only the build DevTools opens (dist/); test builds into other folders leave it alone
  if (env === 'weapp' && !process.env.TARO_OUTPUT) applyWeappAppId(root)
  const baseConfig: UserConfigExport<'webpack5'> = {
    projectName: 'football-tips',
    date: '2026-11-22',
    designWidth: 750,
    deviceRatio: { 640: 2.34 / 2, 750: 1, 375: 2, 828: 1.81 / 2 },
    sourceRoot: 'src',
    outputRoot,
    plugins: [],
    alias: {
      '@': path.resolve(root, 'src'),
      '@contract': path.resolve(root, 'types'),
    },
    defineConstants: {},
    // the H5 site's icon (browsers ask for one on every load)
    copy: { patterns: env === 'h5' ? [{ from: 'src/favicon.svg', to: `${outputRoot}/favicon.svg` }] : [], options: {} },
    framework: 'react',
    compiler: 'webpack5',
    // one webpack cache per output folder, so parallel builds never share a cache pack
    cache: { enable: true, name: `${process.env.NODE_ENV}-${env}-${path.basename(outputRoot)}` },
    sassLoaderOption: { sassOptions: { silenceDeprecations: sassSilence, quietDeps: true } },
    mini: {
      // the contract folder lives outside src/ and must go through babel too
      compile: { include: [path.resolve(root, 'types')] },
      postcss: {
        pxtransform: { enable: true, config: {} },
        cssModules: { enable: false, config: { namingPattern: 'module', generateScopedName: '[name]__[local]___[hash:base64:5]' } },
      },
      optimizeMainPackage: { enable: true },
      // pages import shared component styles in different orders; the rules don't overlap
      miniCssExtractPluginOption: { ignoreOrder: true },
    },
    h5: {
      compile: { include: [path.resolve(root, 'types')] },
      publicPath: '/',
      staticDirectory: 'static',
      router: { mode: 'hash' },
      // Taro's components as React components over plain HTML elements, not Stencil web components:
      // 19 KB less script before the first screen and no custom-element upgrade of every View
      // (docs/benchmarks.md)
      useHtmlComponents: true,
      // src/index.html writes the stylesheet link and loads the scripts itself, after the first paint
      htmlPluginOption: { inject: false },
      // H5_SOURCE_MAP=1: source maps, to see what a bundle is made of (source-map-explorer)
      enableSourceMap: process.env.H5_SOURCE_MAP === '1',
      sourceMapType: 'source-map',
      output: { filename: 'js/[name].[contenthash:8].js', chunkFilename: 'js/[name].[contenthash:8].js' },
      miniCssExtractPluginOption: { ignoreOrder: true, filename: 'css/[name].[contenthash:8].css', chunkFilename: 'css/[name].[contenthash:8].css' },
      postcss: {
        autoprefixer: { enable: true, config: {} },
        cssModules: { enable: false, config: { namingPattern: 'module', generateScopedName: '[name]__[local]___[hash:base64:5]' } },
      },
      webpackChain(chain) {
        // share common code between tab chunks instead of copying it into each (docs/builds.md); Taro's
        // minSize 0 made ~200 tiny shared chunks, each listed in every page's loader in app.js (36 KB)
        // and fetched by its own request: below 20 KB a module goes into the page chunks that use it
        // React DOM and MobX go in scripts of their own beside app.js (loaded in parallel, run in order):
        // each script is compiled in its own task, so the first script run is ~150 KB instead of ~380 KB
        const taroSplit = (chain.optimization.get('splitChunks') ?? {}) as { cacheGroups?: Record<string, unknown> }
        chain.optimization.splitChunks({
          ...taroSplit,
          chunks: 'all',
          minSize: 20000,
          cacheGroups: {
            ...taroSplit.cacheGroups,
            reactDom: { test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/, name: false, chunks: 'initial', priority: 200, enforce: true },
            mobx: { test: /[\\/]node_modules[\\/](mobx|mobx-react-lite)[\\/]/, name: false, chunks: 'initial', priority: 200, enforce: true },
          },
        })
        // polyfills for browsers older than the site supports (docs/benchmarks.md): ~41 KB of JS
        chain.resolve.alias
          .set('whatwg-fetch$', path.resolve(__dirname, 'h5-stubs/empty.js'))
          .set('abortcontroller-polyfill/dist/abortcontroller-polyfill-only$', path.resolve(__dirname, 'h5-stubs/empty.js'))
          .set('jsonp-retry$', path.resolve(__dirname, 'h5-stubs/jsonp-retry.js'))
        // Taro's entry evaluates every module of the first screen and then starts the app and its router
        // in the same task, the longest of the load (Total Blocking Time): a yield between the two lets
        // the browser paint and take input in between (a top-level await in the generated entry)
        chain.plugin('mainPlugin').tap((args: Array<{ loaderMeta?: { execBeforeCreateWebApp?: string } }>) => {
          const meta = (args[0].loaderMeta ??= {})
          meta.execBeforeCreateWebApp = `${meta.execBeforeCreateWebApp ?? ''}await new Promise((resolve) => setTimeout(resolve, 0))\n`
          return args
        })
        // fixes to Taro's plain-HTML components (pull-down refresh, Text's numberOfLines), its React
        // runtime and its router (the start in short tasks): see the loader's list
        chain.module
          .rule('taro-fixes')
          .test(TARO_FIXES.map((fix) => fix.file))
          .enforce('pre')
          .use('fix')
          .loader(path.resolve(__dirname, 'h5-patches/taroFixes.js'))
        // every browser the H5 site supports runs async functions (babel.config.js targets), so webpack may use them
        chain.output.set('environment', { ...(chain.output.get('environment') ?? {}), asyncFunction: true })
        // the app draws its own tab bar (tabBar.custom), so Taro's router never defines <taro-tabbar>
        chain.plugin('taro-tabbar-stub').use(webpack.NormalModuleReplacementPlugin, [/@tarojs[\\/]components[\\/]dist[\\/]components[\\/]taro-tabbar\.js$/, path.resolve(__dirname, 'h5-stubs/taro-tabbar.js')])
        // brotli and gzip copies beside every text asset, made once at build time; the stand-in
        // serves the one the browser accepts (mocks/http/h5Static.ts)
        if (process.env.NODE_ENV !== 'development') {
          // Taro's own component styles go into the first stylesheet like the app's, before them, instead
          // of being a 12 KB string in the first script that style-loader writes into <head> at start-up
          chain.module.rules.delete('taroStyle')
          chain.module.rule('customStyle').exclude.clear()
          const compressible = /\.(js|css|html|svg|json)$/
          chain.plugin('gzip').use(CompressionPlugin, [{ test: compressible, algorithm: 'gzip', filename: '[path][base].gz', threshold: 1024, minRatio: 0.9, compressionOptions: { level: 9 } }])
          chain.plugin('brotli').use(CompressionPlugin, [{ test: compressible, algorithm: 'brotliCompress', filename: '[path][base].br', threshold: 1024, minRatio: 0.9 }])
        }
      },
    },
    rn: {
      appName: 'footballTips',
      output: {
        android: path.resolve(root, 'dist-rn/index.android.bundle'),
        androidAssetsDest: path.resolve(root, 'dist-rn/res'),
        ios: path.resolve(root, 'dist-rn/index.ios.bundle'),
        iosAssetsDest: path.resolve(root, 'dist-rn/ios-assets'),
      },
      postcss: { cssModules: { enable: false } },
      // taro-ui's RN icons are SVG files imported as components (react-native-svg)
      enableSvgTransform: true,
    },
  }
  if (process.env.NODE_ENV === 'development') return merge({}, baseConfig, devConfig)
  return merge({}, baseConfig, prodConfig)
})
