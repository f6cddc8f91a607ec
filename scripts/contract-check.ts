/**
 * npm run contract:check -- --base <url> [--mobile <m> --password <p>] [--only <path,…>]
 * Checks a backend against the contract (docs/operations.md, Checking a backend against the contract).
 */
import { checkReads, isFailure, summary } from './contract-check/run'
import { verdictLine } from './contract-check/verdict'

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 ? process.argv[i + 1] : undefined
}

async function main(): Promise<void> {
  const base = arg('base')
  if (!base) {
    console.error('usage: npm run contract:check -- --base <url> [--mobile <m> --password <p>] [--only <path,…>]')
    process.exit(2)
  }
  const started = Date.now()
  const results = await checkReads({ base, mobile: arg('mobile'), password: arg('password'), only: arg('only')?.split(',').map((s) => s.trim()) })
  for (const r of results) console.log(`[${r.part}] ${verdictLine(r.path, r.verdict)}`)
  for (const line of summary(results)) console.log(line)
  const failures = results.filter(isFailure)
  console.log(`${results.length} endpoints in ${((Date.now() - started) / 1000).toFixed(1)} s; ${failures.length} failing`)
  process.exit(failures.length > 0 ? 1 : 0)
}

main().catch((err: unknown) => {
  console.error((err as Error).message)
  process.exit(2)
})
