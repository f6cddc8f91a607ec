import zlib from 'node:zlib'

/** well-formed little pictures for upload tests, built byte by byte (no image library needed) */

/**
 * What a test that makes pictures may take: its file's first picture starts the picture worker
 * (node, tsx and sharp) at nice +10, so on a machine busy with other suites it waits behind every
 * other process (5 s and more seen in CI at a load of 7; about 0.3 s quiet).
 */
export const PICTURE_TEST_MS = 60_000

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(zlib.crc32(body))
  return Buffer.concat([length, body, crc])
}

/** an RGBA PNG of the given size, every pixel red */
export function pngImage(width = 1, height = 1): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bit depth
  header[9] = 6 // RGBA
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 4, Buffer.from([255, 0, 0, 255]))])
  const pixels = Buffer.concat(Array.from({ length: height }, () => row))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

/** a PNG whose header promises `claimed` pixels but whose data holds a 1×1 picture */
export function pngWithWrongSize(claimedWidth: number, claimedHeight: number): Buffer {
  const real = pngImage(1, 1)
  const header = Buffer.alloc(13)
  header.writeUInt32BE(claimedWidth, 0)
  header.writeUInt32BE(claimedHeight, 4)
  header[8] = 8
  header[9] = 6
  const ihdr = pngChunk('IHDR', header)
  return Buffer.concat([real.subarray(0, 8), ihdr, real.subarray(8 + 25)])
}

/** a 1×1 GIF89a */
export const GIF_1X1 = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64')

/** a real 2×2 baseline JPEG (made by sharp once): pictures are decoded since issue 23, a bare frame is not enough */
export const JPEG_2X2 = Buffer.from(
  '/9j/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABQf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCfADKS/9k=',
  'base64',
)

/** the frame of a baseline JPEG (header-sized: enough for the size checks, not a picture to decode): SOI, a JFIF segment, a frame header of this size, a scan, EOI */
export function jpegFrame(width: number, height: number): Buffer {
  const segment = (marker: number, data: Buffer) => {
    const head = Buffer.from([0xff, marker, 0, 0])
    head.writeUInt16BE(data.length + 2, 2)
    return Buffer.concat([head, data])
  }
  const sof = Buffer.from([8, 0, 0, 0, 0, 1, 1, 0x11, 0])
  sof.writeUInt16BE(height, 1)
  sof.writeUInt16BE(width, 3)
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1')),
    segment(0xc0, sof),
    segment(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0])),
    Buffer.from([0x12, 0x34, 0x56]),
    Buffer.from([0xff, 0xd9]),
  ])
}

/**
 * A decompression bomb: a PNG whose header declares `width`×`height` 16-bit RGBA and whose pixel
 * data really inflates to that size (all zeros), yet is small: one fixed-Huffman deflate block of
 * back-references, written bit by bit (10000×4000 → 320 MB inflated from about 2 MB).
 */
export function pngBomb(width = 10_000, height = 4_000): Buffer {
  const total = (1 + width * 8) * height
  const out: number[] = []
  let acc = 0
  let nbits = 0
  const put = (value: number, count: number) => {
    for (let i = 0; i < count; i++) {
      acc |= ((value >> i) & 1) << nbits
      if (++nbits === 8) {
        out.push(acc)
        acc = 0
        nbits = 0
      }
    }
  }
  // Huffman codes go most significant bit first
  const code = (bits: number, count: number) => {
    for (let i = count - 1; i >= 0; i--) put((bits >> i) & 1, 1)
  }
  put(1, 1) // final block
  put(1, 2) // fixed Huffman
  code(0x30, 8) // literal 0
  let left = total - 1
  for (; left >= 258; left -= 258) {
    code(0xc5, 8) // length 258
    code(0, 5) // distance 1
  }
  for (; left > 0; left--) code(0x30, 8)
  code(0, 7) // end of block
  if (nbits > 0) out.push(acc)
  const adler = Buffer.alloc(4)
  adler.writeUInt32BE((((total % 65521) << 16) | 1) >>> 0)
  const idat = Buffer.concat([Buffer.from([0x78, 0x01]), Buffer.from(out), adler])
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 16
  header[9] = 6
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', idat),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

const BOUNDARY = '----test-pictures'

/** an upload request's body and type for inject: the `token` field first (as the app sends it), then the files */
export function uploadForm(files: Array<{ name: string; bytes: Buffer }>, token?: string) {
  const chunks: Buffer[] = []
  if (token) chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="token"\r\n\r\n${token}\r\n`))
  for (const f of files) {
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${f.name}"\r\nContent-Type: image/png\r\n\r\n`), f.bytes, Buffer.from('\r\n'))
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`))
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } }
}
