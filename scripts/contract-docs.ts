/** `npm run contract:docs`: rewrites the lists of the contract's two parts in docs/product/api.md from the code */
import fs from 'node:fs'
import path from 'node:path'
import { withContractParts } from './contract/partsTables'

const doc = path.resolve(__dirname, '../docs/product/api.md')
fs.writeFileSync(doc, withContractParts(fs.readFileSync(doc, 'utf8')))
console.log(`wrote the contract's two parts into ${path.relative(process.cwd(), doc)}`)
