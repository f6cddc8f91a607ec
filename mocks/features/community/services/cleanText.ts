import type { Db } from '../../../db'
import { maskSensitive } from '../../../services/sensitiveWords'

/** strips control characters (other than new lines) and masks sensitive words; the text stays text */
export async function cleanText(db: Db, text: string): Promise<string> {
  return maskSensitive(db, text.replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, '').trim())
}
