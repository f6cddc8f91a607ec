import fs from 'node:fs'
import { missingEngine, freePort } from '../../scripts/scale/localEngines'
import { startCluster, type Cluster } from '../../scripts/scale/cluster'
import { ResultCode, type ApiEnvelope } from '../../types/envelope'
import type { LiveServerMessage } from '../../types/live'
import { connect } from './live.helpers'

/**
 * `npm run cluster` as a user meets it: two stand-in processes on a private PostgreSQL and Redis
 * behind nginx, one address. Without the Debian packages a developer's run says why it skipped;
 * CI (CI=true) installs them and must run it.
 */
const missing = [missingEngine('postgres'), missingEngine('redis'), fs.existsSync('/usr/sbin/nginx') ? null : 'no /usr/sbin/nginx: apt-get install -y nginx'].filter(Boolean)
const runHere = missing.length === 0 || process.env.CI === 'true'
if (!runHere) console.warn(`[scale] the cluster suite skipped, the engines are missing here: ${missing.join('; ')}`)
const describeCluster = runHere ? describe : describe.skip

/** a quiet moment of the seeded calendar, frozen, so every run sees the same matches */
const FROZEN_AT = '2026-11-22T12:00:00+08:00'

describeCluster('N processes behind nginx (npm run cluster)', () => {
  // initdb, seeding a fresh PostgreSQL and two server starts: about a minute on a busy core
  jest.setTimeout(240_000)
  let cluster: Cluster
  const lines: string[] = []

  const post = async <T,>(path: string, body: Record<string, string>, token?: string, base = cluster.url): Promise<ApiEnvelope<T>> => {
    const res = await fetch(`${base}/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: new URLSearchParams(body).toString(),
    })
    return (await res.json()) as ApiEnvelope<T>
  }

  beforeAll(async () => {
    cluster = await startCluster({
      processes: 2,
      listen: `127.0.0.1:${await freePort()}`,
      env: { CLOCK_START: FROZEN_AT, CLOCK_FROZEN: '1', H5_DIR: '' },
      say: (line) => lines.push(line),
    })
  })
  afterAll(async () => {
    await cluster?.stop()
  })

  it('answers at one address from either process: a sign-in made through nginx holds on each process', async () => {
    const login = await post<{ token: string }>('api/user/login', { mobile: '13800138000', password: 'demo123456' })
    expect(login.code).toBe(ResultCode.OK)
    for (const server of cluster.servers) {
      const direct = await post('api/user/check_login', {}, login.data.token, `http://127.0.0.1:${server.port}`)
      expect(direct.code).toBe(ResultCode.OK)
    }
  })

  it('passes the live push socket through nginx', async () => {
    const socket = await connect(`${cluster.url.replace('http', 'ws')}/ws`)
    try {
      socket.send({ op: 'sub', topics: ['live'] })
      const ack = await socket.next((m: LiveServerMessage) => m.type === 'ack', 10_000)
      expect(ack.type).toBe('ack')
    } finally {
      socket.close()
    }
  })

  it('keeps answering while one process is killed, and that process comes back', async () => {
    const victim = cluster.servers[0]
    const before = victim.pid
    await victim.crash()
    // every request while it is gone is answered by the other process: nginx's connection to the dead
    // one is refused before anything is sent, so it tries the next (a request inside the process at
    // the moment it died fails, as on any server)
    const answers = await Promise.all(Array.from({ length: 12 }, () => post('api/game/system_notification', { page: '1' })))
    expect(answers.map((a) => a.code)).toEqual(Array(12).fill(ResultCode.OK))
    // the supervisor starts it again within seconds
    const deadline = Date.now() + 60_000
    while ((victim.pid === before || !lines.some((l) => l.includes(`pid ${victim.pid}) ready`))) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200))
    await victim.ready()
    expect(victim.pid).not.toBe(before)
    expect((await post('api/game/system_notification', { page: '1' }, undefined, `http://127.0.0.1:${victim.port}`)).code).toBe(ResultCode.OK)
  })
})
