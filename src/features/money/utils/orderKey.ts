/**
 * A client-made idempotency key for a coin purchase (pay_zjfb / pay_jx `order_no`: 8–64 of
 * [A-Za-z0-9_-]). One key per purchase the user confirmed: a retry after a lost answer sends the
 * same key, so the server never charges twice.
 */
export function newOrderKey(prefix: string, now: number = Date.now(), random: () => number = Math.random): string {
  const rand = Math.floor(random() * 36 ** 8)
    .toString(36)
    .padStart(8, '0')
  return `${prefix}_${now.toString(36)}_${rand}`.slice(0, 64)
}
