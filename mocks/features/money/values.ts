/**
 * The stored value of a TEXT (or small INTEGER) column with a CHECK as its type: the generated table
 * types say `string`, the answers name the allowed values. A value outside them is a broken row.
 */
export function oneOf<T extends string | number>(allowed: readonly T[], value: string | number | null, column: string): T {
  const hit = allowed.find((a) => a === value)
  if (hit === undefined) throw new Error(`${column} holds ${String(value)}, not one of ${allowed.join(', ')}`)
  return hit
}
