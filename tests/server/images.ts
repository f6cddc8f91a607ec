import zlib from 'node:zlib'

/** well-formed little pictures for upload tests, built byte by byte (no image library needed) */

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

/** the frame of a baseline JPEG: SOI, a JFIF segment, a frame header of this size, a scan, EOI */
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
