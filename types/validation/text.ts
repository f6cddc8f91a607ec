/**
 * Text rules shared by every form and every request schema that takes free text (posts, comments,
 * analyses, titles, nicknames, names). Pure (no zod) so the app may import it at run time.
 *
 * Why one module: the probe of issue 16 found lone surrogates passing a 140-character limit (stored as
 * invalid UTF-8, read back as 420 replacement characters), nicknames keeping control, zero-width and
 * bidi characters, and the word filter missed by a zero-width space. Each rule lives here once.
 */

/** length in characters as a user counts them (code points): an emoji is one, not two UTF-16 units */
export const textLength = (s: string): number => [...s].length

/** a high surrogate not followed by a low one, or a low one not preceded by a high one */
const LONE_SURROGATE_RE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/
export const hasLoneSurrogate = (s: string): boolean => LONE_SURROGATE_RE.test(s)
export const LONE_SURROGATE_MESSAGE = '内容含有无法显示的字符'

/** C0/C1 control characters other than tab, line feed and carriage return (allowed in multi-line text) */
const TEXT_CONTROL_RE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/
/** zero-width and joiner characters, the BOM, soft hyphen, word joiner, invisible operators */
export const ZERO_WIDTH_RE = /[\u00AD\u180E\u200B-\u200D\u2060-\u2064\uFEFF]/g
/** bidi embeddings, overrides, isolates and marks (LRM, RLM, ALM) */
const BIDI_RE = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/

/** free text (a post, a comment, an analysis): well-formed, no control characters other than line breaks and tab */
export function textProblem(s: string): string | null {
  if (hasLoneSurrogate(s)) return LONE_SURROGATE_MESSAGE
  if (TEXT_CONTROL_RE.test(s)) return '内容含有控制字符'
  return null
}
export const isCleanText = (s: string): boolean => textProblem(s) === null

export const NAME_CHARS_MESSAGE = '不能包含控制字符、零宽字符或文字方向控制符'
/**
 * a name shown beside what someone writes (nickname, expert title, real name): no control characters
 * at all (not even line breaks), no zero-width and no bidi characters, well-formed
 */
export function nameProblem(s: string): string | null {
  if (hasLoneSurrogate(s)) return LONE_SURROGATE_MESSAGE
  if (/[\u0000-\u001F\u007F-\u009F]/.test(s) || new RegExp(ZERO_WIDTH_RE.source).test(s) || BIDI_RE.test(s)) return NAME_CHARS_MESSAGE
  return null
}
export const isCleanName = (s: string): boolean => nameProblem(s) === null

/** zero-width and bidi characters removed: they are invisible, and hid a word from the filter (假\u200B球) */
export function stripInvisible(s: string): string {
  return s.replace(ZERO_WIDTH_RE, '').replace(new RegExp(BIDI_RE.source, 'g'), '')
}

/**
 * full-width ASCII (Ａ, ０, ！) and the ideographic space folded to their half-width forms and ASCII
 * letters lower-cased, one UTF-16 unit for one, so a match found in the folded text has the same
 * offsets in the text it was folded from
 */
export function foldWidth(s: string): string {
  return s
    .replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/\u3000/g, ' ')
    .replace(/[A-Z]/g, (c) => c.toLowerCase())
}

/** the form a word filter compares: invisible characters removed, widths folded */
export const foldForWordFilter = (s: string): string => foldWidth(stripInvisible(s))
