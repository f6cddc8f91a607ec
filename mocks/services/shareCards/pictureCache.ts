import crypto from 'node:crypto'
import sharp from 'sharp'

/** a drawn picture, its version tag and how long drawing took (0 when it came from the cache) */
export interface DrawnPicture {
  png: Buffer
  etag: string
  drawMs: number
}

/** pictures kept in memory: a card is a few KB, so a few hundred cost a few MB */
const CACHE_SIZE = 400

/**
 * PNGs drawn from SVG documents, kept by the document's hash: the document is made from the data
 * alone, so a changed score or record makes a new document, a new ETag and a new picture, while an
 * unchanged one is answered from memory (or with 304 to a client that has it).
 */
export class PictureCache {
  private readonly pictures = new Map<string, Buffer>()

  /** the ETag an SVG document's picture has (a quoted hash of the document) */
  static etagOf(svg: string): string {
    return `"${crypto.createHash('sha1').update(svg).digest('base64url').slice(0, 22)}"`
  }

  /** the picture of this document: from memory, or drawn by sharp (librsvg) and kept */
  async draw(svg: string): Promise<DrawnPicture> {
    const etag = PictureCache.etagOf(svg)
    const kept = this.pictures.get(etag)
    if (kept) {
      // most recently used last: the oldest is the first to go
      this.pictures.delete(etag)
      this.pictures.set(etag, kept)
      return { png: kept, etag, drawMs: 0 }
    }
    const started = process.hrtime.bigint()
    const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer()
    const drawMs = Number(process.hrtime.bigint() - started) / 1e6
    this.pictures.set(etag, png)
    if (this.pictures.size > CACHE_SIZE) {
      const oldest = this.pictures.keys().next().value
      if (oldest !== undefined) this.pictures.delete(oldest)
    }
    return { png, etag, drawMs }
  }

  /** whether this version's picture is in memory (answering it costs no drawing) */
  has(etag: string): boolean {
    return this.pictures.has(etag)
  }

  get size(): number {
    return this.pictures.size
  }
}
