/**
 * The contract for people: `GET /openapi.json` (docs/api/openapi.json, written by `npm run contract:openapi`)
 * and a browsable reference at `/api-docs/`, drawn by swagger-ui-dist from local files only. The page's
 * starter is a file of its own, so the H5 Content-Security-Policy (own scripts only) needs no exception.
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'

const DOCUMENT = path.resolve(__dirname, '../../docs/api/openapi.json')
const UI_DIR = path.dirname(createRequire(__filename).resolve('swagger-ui-dist/package.json'))
/** the swagger-ui files the page loads, and their types */
const UI_FILES: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'application/javascript; charset=utf-8',
  'swagger-ui-standalone-preset.js': 'application/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
}

const PAGE = `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<title>football-tips 接口参考</title>
<link rel="stylesheet" href="/api-docs/swagger-ui.css">
<link rel="icon" type="image/png" href="/api-docs/favicon-32x32.png">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api-docs/swagger-ui-bundle.js"></script>
<script src="/api-docs/swagger-ui-standalone-preset.js"></script>
<script src="/api-docs/start.js"></script>
</body>
</html>
`

const START = `window.ui = SwaggerUIBundle({
  url: '/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
  layout: 'StandaloneLayout',
  validatorUrl: null,
})
`

export function registerApiReference(app: FastifyInstance): void {
  app.get('/openapi.json', async (_req, reply) => {
    // read per request: the document is regenerated while the stand-in runs in development
    return reply.type('application/json; charset=utf-8').send(fs.readFileSync(DOCUMENT))
  })
  app.get('/api-docs', async (_req, reply) => reply.redirect('/api-docs/'))
  app.get('/api-docs/', async (_req, reply) => reply.type('text/html; charset=utf-8').send(PAGE))
  app.get('/api-docs/start.js', async (_req, reply) => reply.type('application/javascript; charset=utf-8').send(START))
  app.get<{ Params: { file: string } }>('/api-docs/:file', async (req, reply) => {
    const type = UI_FILES[req.params.file]
    if (type === undefined) return reply.code(404).send({ code: 404, msg: '没有这个文件', data: null })
    return reply.type(type).send(fs.createReadStream(path.join(UI_DIR, req.params.file)))
  })
}
