// Metro (via Taro's resolver) picks `name.rn.tsx` over `name.tsx` and `name.rn.scss` over
// `name.scss` for the app's own files; jest does the same through this resolver.
const fs = require('node:fs')
const path = require('node:path')

const SCRIPT_EXTS = ['.tsx', '.ts', '.jsx', '.js']
const STYLE_EXTS = ['.scss', '.sass', '.less', '.css']

function rnVariant(request, basedir) {
  const absolute = path.resolve(basedir, request)
  if (absolute.includes(`${path.sep}node_modules${path.sep}`)) return null
  const ext = path.extname(absolute)
  const candidates = STYLE_EXTS.includes(ext) || SCRIPT_EXTS.includes(ext)
    ? [absolute.slice(0, -ext.length) + '.rn' + ext]
    : SCRIPT_EXTS.flatMap((e) => [absolute + '.rn' + e, path.join(absolute, 'index.rn' + e)])
  return candidates.find((file) => fs.existsSync(file)) ?? null
}

module.exports = (request, options) => {
  if (request.startsWith('.') || path.isAbsolute(request)) {
    const variant = rnVariant(request, options.basedir)
    if (variant) return variant
  }
  return options.defaultResolver(request, options)
}
