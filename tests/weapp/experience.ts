/**
 * The measures of the mini-program experience audit (experienceAudit.ts): the rendered WXML
 * tree, setData rates, and images against their drawn boxes. Pure functions over the harness's
 * rendered DOM and the build's files.
 */
import fs from 'node:fs'
import path from 'node:path'

export interface TreeFigures {
  /** element nodes under the page root */
  nodes: number
  /** levels below the page root (a page of one element has depth 1) */
  depth: number
  /** the most children one element has */
  maxChildren: number
  /** the class of the element with the most children, to find it */
  widestParent: string
}

/** the rendered WXML tree of a page (the harness's DOM mirrors it: one element per WXML node) */
export function treeFigures(root: Element): TreeFigures {
  const out: TreeFigures = { nodes: 0, depth: 0, maxChildren: 0, widestParent: '' }
  const walk = (el: Element, depth: number) => {
    if (el.children.length > out.maxChildren) {
      out.maxChildren = el.children.length
      out.widestParent = `${el.tagName.toLowerCase()}.${(el.getAttribute('class') ?? '').split(/\s+/)[0]}`
    }
    for (const child of Array.from(el.children)) {
      out.nodes++
      out.depth = Math.max(out.depth, depth)
      walk(child, depth + 1)
    }
  }
  walk(root, 1)
  return out
}

/** the most calls that fall into one window of `windowMs` (times in ms, any order) */
export function maxPerWindow(times: number[], windowMs = 1000): number {
  const t = [...times].sort((a, b) => a - b)
  let best = 0
  let from = 0
  for (let i = 0; i < t.length; i++) {
    while (t[i] - t[from] >= windowMs) from++
    best = Math.max(best, i - from + 1)
  }
  return best
}

/** width × height from a PNG, JPEG, GIF or WebP file's header; null for anything else */
export function imageDimensions(buf: Buffer): { width: number; height: number } | null {
  if (buf.length >= 24 && buf.readUInt32BE(0) === 0x89504e47) return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) }
  if (buf.length >= 10 && buf.toString('ascii', 0, 3) === 'GIF') return { width: buf.readUInt16LE(6), height: buf.readUInt16LE(8) }
  if (buf.length >= 30 && buf.toString('ascii', 0, 4) === 'RIFF' && buf.toString('ascii', 8, 12) === 'WEBP') {
    const kind = buf.toString('ascii', 12, 16)
    if (kind === 'VP8X') return { width: 1 + buf.readUIntLE(24, 3), height: 1 + buf.readUIntLE(27, 3) }
    if (kind === 'VP8L') {
      const b = buf.readUInt32LE(21)
      return { width: (b & 0x3fff) + 1, height: ((b >> 14) & 0x3fff) + 1 }
    }
    if (kind === 'VP8 ') return { width: buf.readUInt16LE(26) & 0x3fff, height: buf.readUInt16LE(28) & 0x3fff }
  }
  if (buf.length >= 4 && buf[0] === 0xff && buf[1] === 0xd8) {
    // JPEG: walk the segments to the first start-of-frame (SOF0..SOF15 but DHT, JPG, DAC)
    let i = 2
    while (i + 9 < buf.length) {
      if (buf[i] !== 0xff) return null
      const marker = buf[i + 1]
      const len = buf.readUInt16BE(i + 2)
      if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) return { width: buf.readUInt16BE(i + 7), height: buf.readUInt16BE(i + 5) }
      i += 2 + len
    }
  }
  return null
}

/** a length of a WXSS/inline style in CSS px on a 375 px wide screen (750 rpx), or null */
export function cssPx(value: string | undefined): number | null {
  const m = /^\s*(-?[\d.]+)(rpx|px)\s*$/.exec(value ?? '')
  if (!m) return null
  return m[2] === 'rpx' ? (Number(m[1]) * 375) / 750 : Number(m[1])
}

export interface Box {
  width: number | null
  height: number | null
}

/**
 * width and height set by single-class rules (`.a{width:48rpx}`, `.a,.b{...}`) in every .wxss
 * file of the build: what an image's class draws it at. Later rules win, as in the cascade of
 * app → common → page files (a pragmatic stand-in for WeChat's own layout, which the harness has not).
 */
export function classBoxes(distDir: string): Map<string, Box> {
  const boxes = new Map<string, Box>()
  const files: string[] = []
  const collect = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name)
      if (e.isDirectory()) collect(p)
      else if (e.name.endsWith('.wxss')) files.push(p)
    }
  }
  collect(distDir)
  for (const file of files) {
    const css = fs.readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')
    for (const m of css.matchAll(/([^{}@]+)\{([^{}]*)\}/g)) {
      const decl = Object.fromEntries(m[2].split(';').map((d) => d.split(':').map((x) => x.trim())).filter((d) => d.length === 2))
      const width = cssPx(decl.width)
      const height = cssPx(decl.height)
      if (width === null && height === null) continue
      for (const sel of m[1].split(',').map((s) => s.trim())) {
        if (!/^\.[A-Za-z0-9_-]+$/.test(sel)) continue
        const prev = boxes.get(sel.slice(1)) ?? { width: null, height: null }
        boxes.set(sel.slice(1), { width: width ?? prev.width, height: height ?? prev.height })
      }
    }
  }
  return boxes
}

/**
 * The box an image element is drawn in: its inline style's width/height first, then its classes'
 * rules (the harness prefixes each class with its component's alias, `main--avatar`: both forms
 * are looked up).
 */
export function drawnBox(el: Element, boxes: Map<string, Box>): Box {
  const style = (el.getAttribute('style') ?? '').split(';').map((d) => d.split(':').map((x) => x.trim()))
  const inline = Object.fromEntries(style.filter((d) => d.length === 2))
  const box: Box = { width: cssPx(inline.width), height: cssPx(inline.height) }
  for (const cls of (el.getAttribute('class') ?? '').split(/\s+/).filter(Boolean)) {
    const candidates = [cls, cls.replace(/^[a-z0-9-]+?--/, '')]
    for (const c of candidates) {
      const b = boxes.get(c)
      if (!b) continue
      box.width ??= b.width
      box.height ??= b.height
    }
  }
  return box
}
