// Draws the tab bar icons (48x48 PNG, grey and brand red) with no image tool: shapes are
// tested per sub-pixel (4x4 supersampling) and written with node's zlib. Run: node scripts/make-tab-icons.js
// The custom tab bar draws them at 48rpx, 24 px on a 375 px screen: 48 px is the 2x asset (81 px, the
// native tab bar's size, drew them at a third and failed the experience audit's image rule,
// tests/weapp/experienceAudit.ts). The shapes are designed on an 81-unit grid and scaled.
const fs = require('fs')
const path = require('path')
const zlib = require('zlib')

const SIZE = 48
/** the grid the shapes below are drawn on */
const DESIGN = 81
const SS = 4
const GREY = [138, 143, 153]
const RED = [216, 49, 42]

const inCircle = (x, y, cx, cy, r) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r
const inRing = (x, y, cx, cy, r, w) => inCircle(x, y, cx, cy, r) && !inCircle(x, y, cx, cy, r - w)
const inRect = (x, y, x0, y0, x1, y1) => x >= x0 && x <= x1 && y >= y0 && y <= y1
function inPoly(x, y, pts) {
  let inside = false
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const [xi, yi] = pts[i]; const [xj, yj] = pts[j]
    if ((yi > y) !== (yj > y) && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside
  }
  return inside
}
const star = (cx, cy, r1, r2) => Array.from({ length: 10 }, (_, i) => {
  const a = -Math.PI / 2 + (i * Math.PI) / 5
  const r = i % 2 ? r2 : r1
  return [cx + r * Math.cos(a), cy + r * Math.sin(a)]
})
const pentagon = (cx, cy, r) => Array.from({ length: 5 }, (_, i) => {
  const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5
  return [cx + r * Math.cos(a), cy + r * Math.sin(a)]
})

const shapes = {
  // house: roof outline and body with a door
  home: (x, y) =>
    (inPoly(x, y, [[40.5, 10], [74, 40], [66, 40], [40.5, 18], [15, 40], [7, 40]])) ||
    (inRect(x, y, 18, 38, 63, 72) && !inRect(x, y, 24, 44, 57, 66)) ||
    inRect(x, y, 34, 50, 47, 72),
  // football: ring, centre pentagon and seams
  match: (x, y) => inRing(x, y, 40.5, 40.5, 33, 5) || inPoly(x, y, pentagon(40.5, 40.5, 12)) ||
    [0, 1, 2, 3, 4].some((i) => {
      const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5
      const px = 40.5 + 12 * Math.cos(a); const py = 40.5 + 12 * Math.sin(a)
      const qx = 40.5 + 31 * Math.cos(a); const qy = 40.5 + 31 * Math.sin(a)
      const t = Math.max(0, Math.min(1, ((x - px) * (qx - px) + (y - py) * (qy - py)) / ((qx - px) ** 2 + (qy - py) ** 2)))
      return (x - (px + t * (qx - px))) ** 2 + (y - (py + t * (qy - py))) ** 2 <= 6.25
    }),
  // crown for VIP picks
  vip: (x, y) => inPoly(x, y, [[10, 26], [26, 42], [40.5, 16], [55, 42], [71, 26], [64, 62], [17, 62]]) ||
    inRect(x, y, 17, 66, 64, 72) || inCircle(x, y, 10, 24, 5) || inCircle(x, y, 71, 24, 5) || inCircle(x, y, 40.5, 13, 5),
  // expert: head and shoulders with a star badge
  expert: (x, y) => inCircle(x, y, 34, 24, 13) ||
    (inCircle(x, y, 34, 76, 30) && y <= 72 && !inCircle(x, y, 34, 24, 16)) ||
    inPoly(x, y, star(62, 56, 15, 6.5)),
  // user: head and shoulders outline
  user: (x, y) => inRing(x, y, 40.5, 25, 15, 5) ||
    (inRing(x, y, 40.5, 80, 34, 5) && y <= 73) || (inRect(x, y, 6.5, 68, 74.5, 73) && inCircle(x, y, 40.5, 80, 34)),
}

function crcTable() {
  const t = new Uint32Array(256)
  for (let n = 0; n < 256; n++) { let c = n; for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1; t[n] = c >>> 0 }
  return t
}
const CRC = crcTable()
const crc32 = (buf) => { let c = 0xffffffff; for (const b of buf) c = CRC[(c ^ b) & 0xff] ^ (c >>> 8); return (c ^ 0xffffffff) >>> 0 }
function chunk(type, data) {
  const len = Buffer.alloc(4); len.writeUInt32BE(data.length)
  const td = Buffer.concat([Buffer.from(type), data])
  const crc = Buffer.alloc(4); crc.writeUInt32BE(crc32(td))
  return Buffer.concat([len, td, crc])
}
function png(draw, rgb) {
  const raw = Buffer.alloc(SIZE * (SIZE * 4 + 1))
  for (let y = 0; y < SIZE; y++) {
    raw[y * (SIZE * 4 + 1)] = 0
    for (let x = 0; x < SIZE; x++) {
      let hit = 0
      const k = DESIGN / SIZE
      for (let sy = 0; sy < SS; sy++) for (let sx = 0; sx < SS; sx++) if (draw((x + (sx + 0.5) / SS) * k, (y + (sy + 0.5) / SS) * k)) hit++
      const o = y * (SIZE * 4 + 1) + 1 + x * 4
      raw[o] = rgb[0]; raw[o + 1] = rgb[1]; raw[o + 2] = rgb[2]; raw[o + 3] = Math.round((255 * hit) / (SS * SS))
    }
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(SIZE, 0); ihdr.writeUInt32BE(SIZE, 4); ihdr[8] = 8; ihdr[9] = 6
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr), chunk('IDAT', zlib.deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))])
}

const out = path.resolve(__dirname, '../src/assets/tabbar')
fs.mkdirSync(out, { recursive: true })
for (const [name, draw] of Object.entries(shapes)) {
  fs.writeFileSync(path.join(out, `${name}.png`), png(draw, GREY))
  fs.writeFileSync(path.join(out, `${name}-on.png`), png(draw, RED))
}
console.log('tab icons written to', out)
