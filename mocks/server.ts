import { readConfig } from './config'
import { buildServer } from './app'
import { prepareData } from './engine/prepare'
import { seedAccounts } from './services/demoAccounts'
import { clockFromEnv } from './http/clockAdmin'

/** `npm run server`: the stand-in backend on PORT (default 3721), serving dist-h5 at / when built */
async function main() {
  const config = readConfig()
  const started = Date.now()
  const prepareWorld = prepareData(config)
  const { app } = await buildServer({
    config,
    // real time, or CLOCK_START / CLOCK_FROZEN for tests; POST /admin/clock moves it later
    clock: clockFromEnv(),
    prepare: (db, clock) => {
      prepareWorld(db, clock)
      seedAccounts(db, clock)
    },
  })
  await app.listen({ port: config.port, host: config.host })
  const url = `http://localhost:${config.port}/`
  console.log(`[stand-in] ready in ${Date.now() - started} ms: API ${url}api/..., H5 app ${url}`)
  console.log(`[stand-in] 在浏览器打开 ${url} 使用 H5 应用`)
  const stop = () => void app.close().then(() => process.exit(0))
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
