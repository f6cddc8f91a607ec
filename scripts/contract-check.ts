/**
 * npm run contract:check -- --base <url> [--mobile <m> --password <p>] [--only <path,…>] [--writes]
 * Checks a backend against the contract (docs/operations.md, Checking a backend against the contract).
 */
import { checkReads, checkWrites, isFailure, summary } from './contract-check/run'
import { verdictLine } from './contract-check/verdict'

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 ? process.argv[i + 1] : undefined
}

async function main(): Promise<void> {
  const base = arg('base')
  if (!base) {
    console.error('usage: npm run contract:check -- --base <url> [--mobile <m> --password <p>] [--only <path,…>] [--writes]')
    process.exit(2)
  }
  const started = Date.now()
  const opts = { base, mobile: arg('mobile'), password: arg('password'), only: arg('only')?.split(',').map((s) => s.trim()) }
  const results = await checkReads(opts)
  // the write flows after the reads, so the reads see the account as it was
  if (process.argv.includes('--writes')) results.push(...(await checkWrites(opts)))
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
