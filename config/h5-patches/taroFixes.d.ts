/** config/h5-patches/taroFixes.js: a webpack loader, and its list of fixes to Taro's compiled H5 files */
export interface TaroFix {
  /** the files of Taro it changes */
  file: RegExp
  why: string
  /** the exact text it replaces: the build fails when it is gone */
  from: string
  to: string
}
export const FIXES: readonly TaroFix[]
declare function taroFixes(this: { resourcePath: string }, source: string): string
export default taroFixes
