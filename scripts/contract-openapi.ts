/** `npm run contract:openapi`: writes docs/api/openapi.json (OpenAPI 3.1) from the contract */
import fs from 'node:fs'
import path from 'node:path'
import { buildOpenApi } from './contract/openapi'

const out = path.resolve(__dirname, '../docs/api/openapi.json')
fs.mkdirSync(path.dirname(out), { recursive: true })
fs.writeFileSync(out, `${JSON.stringify(buildOpenApi(), null, 2)}\n`)
console.log(`wrote ${path.relative(process.cwd(), out)}`)
