/**
 * A page opened by scanning a poster's mini-program code gets its query in one parameter: WeChat
 * passes the code's `scene` (the page's query, e.g. `id=12` or `lottery=sfc&issue=25140`, made by
 * the stand-in's poster, docs/product/share-cards.md) URL-encoded as `options.scene`. This spreads
 * it into the page's own parameters, so the page reads `id` whether it was opened by a link, a share
 * or a scanned code. Parameters given by name win over the scene's; a scene that is not a query
 * (a number from another campaign, garbage) adds nothing.
 */
export type PageParams = Record<string, string | undefined>

/** the `key=value&…` pairs of a decoded scene; nothing when it is not such a query */
export function sceneQuery(scene: string | undefined): Record<string, string> {
  if (!scene) return {}
  let text: string
  try {
    text = decodeURIComponent(scene)
  } catch {
    return {}
  }
  const out: Record<string, string> = {}
  for (const pair of text.split('&')) {
    const at = pair.indexOf('=')
    if (at <= 0) continue
    const key = pair.slice(0, at)
    const value = pair.slice(at + 1)
    if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(key) && value) out[key] = value
  }
  return out
}

/** the page's parameters with its scene spread in (and `scene` itself dropped once read) */
export function paramsWithScene(params: PageParams): PageParams {
  const fromScene = sceneQuery(params.scene)
  if (!Object.keys(fromScene).length) return params
  const { scene: _read, ...named } = params
  const out: PageParams = { ...fromScene }
  for (const [k, v] of Object.entries(named)) if (v !== undefined && v !== '') out[k] = v
  return out
}
