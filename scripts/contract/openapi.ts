/**
 * Builds the OpenAPI 3.1 document of the contract from the endpoint table (types/api) and the surfaces
 * beside it (types/surfaces.ts). Requests are described as the caller sends them (zod `io: 'input'`,
 * form fields before coercion); `data` as the server answers it (`io: 'output'`).
 * Deliberate handling of what JSON Schema cannot say: transforms, refinements and custom checks are
 * dropped by zod (`unrepresentable: 'any'`), so such a field is described by its input/output type only
 * and its extra rule lives in the server's validation; the document says so in `info.description`.
 */
import { z } from 'zod'
import { endpoints } from '../../types/api'
import type { EndpointDef } from '../../types/endpoint'
import { ResultCode } from '../../types/envelope'
import { SURFACES } from '../../types/surfaces'

type Json = Record<string, unknown>

function schemaOf(schema: z.ZodType, io: 'input' | 'output'): Json {
  const json = z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'any' }) as Json
  delete json.$schema
  return json
}

const CODES_TEXT = Object.entries(ResultCode).map(([name, code]) => `${code} ${name}`).join('; ')

function envelope(data: Json): Json {
  return {
    type: 'object',
    required: ['code', 'msg', 'data'],
    properties: {
      code: { type: 'integer', description: `result code (docs/product/error-codes.md): ${CODES_TEXT}` },
      msg: { type: 'string', description: 'message for the user, Chinese; `info` in some answers' },
      data,
    },
  }
}

function security(access: EndpointDef['access']): Json[] | undefined {
  if (access === 'public') return []
  const schemes = [{ bearer: [] }, { bodyToken: [] }]
  // optional: the token is read when present, so no credentials is also acceptable
  return access === 'user' ? schemes : [...schemes, {}]
}

/** request and response schemas go to components once, so GET and POST of one path share them */
function operation(path: string, def: EndpointDef, schemas: Record<string, Json>): Json {
  const access = def.access ?? 'optional'
  const id = path.replace(/[^A-Za-z0-9]+/g, '_')
  schemas[`${id}_req`] = schemaOf(def.req, 'input')
  schemas[`${id}_data`] = schemaOf(def.res, 'output')
  return {
    operationId: id,
    summary: def.doc ?? path,
    tags: [def.part],
    'x-contract-part': def.part,
    'x-access': access,
    security: security(access),
    requestBody: {
      required: false,
      content: { 'application/x-www-form-urlencoded': { schema: { $ref: `#/components/schemas/${id}_req` } } },
    },
    responses: {
      '200': {
        description: 'the envelope; `code` says success or which refusal',
        content: { 'application/json': { schema: envelope({ $ref: `#/components/schemas/${id}_data` }) } },
      },
    },
  }
}

function surfaceOperation(s: (typeof SURFACES)[number]): Json {
  const base: Json = { summary: s.doc, tags: [s.part], 'x-contract-part': s.part, security: [] }
  if (s.path === '/api/user/upload') {
    return {
      ...base,
      security: [{ bearer: [] }, { bodyToken: [] }],
      requestBody: {
        required: true,
        content: { 'multipart/form-data': { schema: { type: 'object', properties: { file: { type: 'string', contentMediaType: 'image/*' } }, required: ['file'] } } },
      },
      responses: { '200': { description: 'the envelope with the picture address', content: { 'application/json': { schema: envelope({}) } } } },
    }
  }
  const image = { description: 'a picture', content: { 'image/*': { schema: { type: 'string', contentMediaType: 'image/*' } } } }
  const params = [...s.path.matchAll(/:([a-z]+)/g)].map((m) => ({
    name: m[1],
    in: m[1] === 'width' ? 'query' : 'path',
    required: true,
    schema: m[1] === 'width' ? { type: 'integer', minimum: 1 } : { type: 'string' },
  }))
  if (s.path === '/api/Wechat/doalipay') {
    return {
      ...base,
      parameters: [{ name: 'order_id', in: 'query', required: true, schema: { type: 'string' } }],
      responses: { '200': { description: 'an HTML page that hands over to Alipay', content: { 'text/html': { schema: { type: 'string' } } } } },
    }
  }
  return { ...base, parameters: params, responses: { '200': image, '404': { description: 'no such picture' } } }
}

/** surfaces OpenAPI describes as plain HTTP; the rest (ws, stand-in's cashier and admin) go to `x-surfaces` */
const DESCRIBED = new Set(['/api/Wechat/doalipay', '/api/user/upload', '/uploads/:name', '/share/card/:kind/:file', '/share/poster/:kind/:file'])

function openApiPath(p: string): string {
  return p.replace(/:([a-z]+)/g, '{$1}')
}

export function buildOpenApi(): Json {
  const paths: Record<string, Json> = {}
  const schemas: Record<string, Json> = {}
  for (const [path, def] of Object.entries(endpoints) as [string, EndpointDef][]) {
    const op = operation(path, def, schemas)
    const method = def.method ?? 'ANY'
    const item: Json = {}
    if (method !== 'POST') item.get = { ...op, operationId: `${op.operationId as string}_get` }
    if (method !== 'GET') item.post = op
    paths[`/${path}`] = item
  }
  for (const s of SURFACES) {
    if (!DESCRIBED.has(s.path)) continue
    const op = surfaceOperation(s)
    paths[openApiPath(s.path)] = { [s.method === 'POST' ? 'post' : 'get']: op }
  }
  // the thumbnail is the same path with ?w=: one more parameter on /uploads/{name}
  const thumb = SURFACES.find((s) => s.path === '/uploads/:name?w=:width')
  const uploads = paths['/uploads/{name}'] as { get: Json }
  uploads.get.parameters = [
    ...(uploads.get.parameters as Json[]),
    { name: 'w', in: 'query', required: false, description: thumb?.doc, 'x-contract-part': thumb?.part, schema: { type: 'integer', minimum: 1 } },
  ]
  return {
    openapi: '3.1.0',
    info: {
      title: 'football-tips contract',
      version: '1',
      description: [
        'The app\'s HTTP contract, generated from types/ by `npm run contract:openapi`.',
        'Tag `spec`: named by the product specification, kept by any backend. Tag `extension`: this project\'s own; a backend may lack it and the app steps aside.',
        'Requests are form-encoded; every answer is the envelope {code, msg, data}.',
        'Fields with transforms or refinements are described by their plain type; the extra rule is checked by the server.',
        'Surfaces OpenAPI does not describe are listed in `x-surfaces` (the `/ws` live push, the stand-in\'s cashier, payment notifications and admin).',
      ].join('\n\n'),
    },
    servers: [{ url: '/' }],
    tags: [
      { name: 'spec', description: 'named by the product specification: every backend keeps it' },
      { name: 'extension', description: 'this project\'s own: may be absent, the app then steps aside' },
      { name: 'stand-in', description: 'played by the stand-in for an outside party' },
    ],
    components: {
      schemas,
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'Authorization: Bearer <token>' },
        bodyToken: { type: 'apiKey', in: 'query', name: 'token', description: 'the token as a form field `token` (body or query)' },
      },
    },
    'x-surfaces': SURFACES.filter((s) => !DESCRIBED.has(s.path) && s.path !== '/uploads/:name?w=:width'),
    paths,
  }
}
