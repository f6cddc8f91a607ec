/** the part of qrcode 1.5 the posters use (the package ships no types; @types/qrcode is not installed) */
declare module 'qrcode' {
  interface BitMatrix {
    size: number
    get(row: number, col: number): number | boolean
  }
  interface QRCode {
    modules: BitMatrix
    version: number
  }
  export function create(text: string, options?: { errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H' }): QRCode
}
