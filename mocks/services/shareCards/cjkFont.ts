import fs from 'node:fs'

/**
 * The CJK font the cards are drawn with. sharp hands the SVG to librsvg, which finds fonts through
 * fontconfig: the project installs Debian's fonts-wqy-zenhei (.ci/run, docs/operations.md). The
 * other families are what macOS and other Linux images carry, so a developer's machine draws
 * Chinese too; without any of them the text falls back to a font without Chinese glyphs (boxes),
 * and the server says so once at start.
 */
export const CARD_FONT_FAMILY = "'WenQuanYi Zen Hei', 'Noto Sans CJK SC', 'Source Han Sans SC', 'PingFang SC', 'Microsoft YaHei', sans-serif"

/** where those fonts live on the systems we know */
const KNOWN_FONT_FILES = [
  '/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc',
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/google-noto-cjk/NotoSansCJK-Regular.ttc',
  '/System/Library/Fonts/PingFang.ttc',
  'C:\\Windows\\Fonts\\msyh.ttc',
]

/** the first known CJK font file present, or null */
export function installedCjkFont(): string | null {
  return KNOWN_FONT_FILES.find((f) => fs.existsSync(f)) ?? null
}

/** a one-line notice when no CJK font is installed (the cards' Chinese would show as boxes) */
export function cjkFontNotice(): string | null {
  return installedCjkFont()
    ? null
    : 'share cards: no CJK font found; install fonts-wqy-zenhei (apt-get install fonts-wqy-zenhei) so Chinese text is drawn (docs/operations.md)'
}
