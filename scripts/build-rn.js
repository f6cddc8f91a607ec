#!/usr/bin/env node
/**
 * npm run build:rn [-- --platform ios] [-- --reset-cache]
 *
 * Bundles the React Native app with Metro (`react-native bundle`, through Taro's metro.config.js)
 * and fails when no fresh bundle comes out. `taro build --type rn` is not used: it starts Metro
 * in the background and exits 0 even when bundling fails.
 *
 * Output: dist-rn/index.<platform>.bundle and its assets (TARO_OUTPUT overrides dist-rn, as for
 * the other targets). Metro's cache is reset by --reset-cache, or by itself when the page list
 * of src/app.config.ts or the build-time settings (TARO_APP_* variables such as
 * TARO_APP_API_BASE, NODE_ENV) changed since the last build: Metro would otherwise keep the old
 * generated entry or the old inlined values.
 */
const { spawnSync } = require('node:child_process')
const crypto = require('node:crypto')
const fs = require('node:fs')
const path = require('node:path')
const zlib = require('node:zlib')

const root = path.resolve(__dirname, '..')
const args = process.argv.slice(2)

function argValue(name, fallback) {
  const i = args.indexOf(name)
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback
}

const platform = argValue('--platform', 'android')
if (!['android', 'ios'].includes(platform)) {
  console.error(`build-rn: unknown platform "${platform}" (android or ios)`)
  process.exit(2)
}

const outputRoot = path.resolve(root, process.env.TARO_OUTPUT || 'dist-rn')
const bundleFile = path.join(outputRoot, `index.${platform}.bundle`)
const assetsDir = path.join(outputRoot, platform === 'android' ? 'res' : 'ios-assets')
const cacheKeyFile = path.join(outputRoot, '.metro-cache-key')

/** what Metro's cache does not see: the routes part of app.config.ts and the inlined settings */
function metroCacheKey(env) {
  const source = fs.readFileSync(path.join(root, 'src/app.config.ts'), 'utf8')
  const routes = source.slice(0, source.indexOf('window:'))
  const settings = Object.keys(env)
    .filter((k) => k.startsWith('TARO_APP_') || k === 'NODE_ENV')
    .sort()
    .map((k) => `${k}=${env[k]}`)
  return crypto.createHash('sha1').update(routes).update(settings.join('\n')).digest('hex')
}

function formatKB(bytes) {
  return `${(bytes / 1024).toFixed(0)} KB`
}

function main() {
  for (const file of ['metro.config.js', 'index.js']) {
    if (!fs.existsSync(path.join(root, file))) {
      console.error(`build-rn: ${file} is missing at the project root (Metro needs it)`)
      return 1
    }
  }
  fs.mkdirSync(assetsDir, { recursive: true })

  const env = { ...process.env, TARO_ENV: 'rn', NODE_ENV: process.env.NODE_ENV || 'production' }
  const cacheKey = metroCacheKey(env)
  const previousKey = fs.existsSync(cacheKeyFile) ? fs.readFileSync(cacheKeyFile, 'utf8').trim() : ''
  const resetCache = args.includes('--reset-cache') || previousKey !== cacheKey

  const started = Date.now()
  const bundleArgs = [
    'react-native', 'bundle',
    '--platform', platform,
    '--dev', 'false',
    '--entry-file', 'index.js',
    '--bundle-output', bundleFile,
    '--assets-dest', assetsDir,
  ]
  if (resetCache) bundleArgs.push('--reset-cache')
  console.log(`build-rn: ${platform} bundle${resetCache ? ' (cache reset)' : ''} -> ${path.relative(root, bundleFile)}`)

  const run = spawnSync('npx', bundleArgs, {
    cwd: root,
    stdio: 'inherit',
    env,
  })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)

  // trust the file, not only the exit code: a bundle older than this run is a failed build
  const fresh = fs.existsSync(bundleFile) && fs.statSync(bundleFile).mtimeMs >= started - 1000
  if (run.status !== 0 || !fresh) {
    console.error(`build-rn: FAILED after ${seconds} s (exit ${run.status}${fresh ? '' : ', no fresh bundle'})`)
    return 1
  }
  fs.writeFileSync(cacheKeyFile, cacheKey + '\n')

  const bundle = fs.readFileSync(bundleFile)
  const gzipped = zlib.gzipSync(bundle, { level: 9 }).length
  console.log(`build-rn: OK in ${seconds} s, ${formatKB(bundle.length)} (${formatKB(gzipped)} gzipped)`)
  return 0
}

process.exit(main())
