/** Calls a backend the way the app does: POST, form-encoded, the token as a field (docs/product/api.md). */
export interface RawAnswer {
  status: number
  body: unknown
}

/** a GET-only endpoint gets the fields in the query and the token in the Authorization header */
export async function postForm(base: string, path: string, fields: Record<string, unknown>, token?: string, method: 'GET' | 'POST' = 'POST'): Promise<RawAnswer> {
  const form = new URLSearchParams()
  for (const [k, v] of Object.entries(fields)) {
    if (v !== undefined) form.append(k, typeof v === 'object' ? JSON.stringify(v) : String(v))
  }
  const url = `${base.replace(/\/$/, '')}/${path}`
  const auth: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {}
  if (token && method === 'POST') form.append('token', token)
  const res =
    method === 'GET'
      ? await fetch(form.size > 0 ? `${url}?${form.toString()}` : url, { headers: auth })
      : await fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...auth }, body: form.toString() })
  const text = await res.text()
  let body: unknown = text
  try {
    body = JSON.parse(text)
  } catch {
    // not JSON: kept as text, the checker reports it as a bad envelope
  }
  return { status: res.status, body }
}
