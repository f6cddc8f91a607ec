/**
 * The two parts of the contract as Markdown tables, written into docs/product/api.md between the
 * `<!-- contract-parts:start -->` and `<!-- contract-parts:end -->` markers (`npm run contract:docs`),
 * so the published lists and counts always come from the endpoint table and types/surfaces.ts;
 * tests/unit/docs/contractParts.test.ts fails when the document and the code differ.
 */
import { endpoints } from '../../types/api'
import type { EndpointDef } from '../../types/endpoint'
import { SURFACES } from '../../types/surfaces'

export const PARTS_START = '<!-- contract-parts:start -->'
export const PARTS_END = '<!-- contract-parts:end -->'

const ACCESS_TEXT = { public: '无需登录', optional: '可选登录', user: '需登录' } as const
const cell = (text: string) => text.replace(/\|/g, '\\|')

function endpointRows(part: EndpointDef['part']): string[] {
  return Object.entries(endpoints as Record<string, EndpointDef>)
    .filter(([, def]) => def.part === part)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([path, def]) => `| \`${path}\` | ${def.method ?? 'ANY'} | ${ACCESS_TEXT[def.access ?? 'optional']} | ${cell(def.doc ?? '')} |`)
}

/** the Markdown between the markers */
export function contractPartsMarkdown(): string {
  const spec = endpointRows('spec')
  const ext = endpointRows('extension')
  const head = ['| path | method | access | what |', '|---|---|---|---|']
  const surfaceRows = SURFACES.map((s) => `| \`${s.path}\` | ${s.method} | ${s.part} | ${cell(s.doc)} |`)
  return [
    `### The specification's part: ${spec.length} endpoints`,
    '',
    ...head,
    ...spec,
    '',
    `### Extensions: ${ext.length} endpoints`,
    '',
    ...head,
    ...ext,
    '',
    `### Beside the table: ${SURFACES.length} surfaces`,
    '',
    '| path | method | part | what |',
    '|---|---|---|---|',
    ...surfaceRows,
  ].join('\n')
}

/** the document with its block replaced by the current tables */
export function withContractParts(doc: string): string {
  const from = doc.indexOf(PARTS_START)
  const to = doc.indexOf(PARTS_END)
  if (from < 0 || to < from) throw new Error(`docs/product/api.md has no ${PARTS_START} … ${PARTS_END} block`)
  return `${doc.slice(0, from + PARTS_START.length)}\n${contractPartsMarkdown()}\n${doc.slice(to)}`
}
