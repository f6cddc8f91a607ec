/**
 * One autocannon run against the stand-in, as the server benches drive it: form-encoded POSTs, either
 * at a fixed rate over 10 connections (latency) or, with `rate` null, as fast as 50 connections go
 * (throughput).
 */
import autocannon from 'autocannon'

export const THROUGHPUT_CONNECTIONS = 50

export function loadRun(base: string, title: string, p: string, body: Record<string, string>, seconds: number, rate: number | null): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${base}/${p}`,
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(body).toString(),
        connections: rate === null ? THROUGHPUT_CONNECTIONS : 10,
        ...(rate === null ? {} : { overallRate: rate }),
        duration: seconds,
        title,
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    )
  })
}
