/** the part of autocannon 8 that scripts/bench-server.ts uses (the package ships no types) */
declare module 'autocannon' {
  namespace autocannon {
    interface Options {
      url: string
      method?: 'GET' | 'POST'
      headers?: Record<string, string>
      body?: string
      connections?: number
      overallRate?: number
      duration?: number
      title?: string
    }
    interface Histogram {
      average: number
      p50: number
      p90: number
      p99: number
      max: number
      total: number
    }
    interface Result {
      title?: string
      latency: Histogram
      requests: Histogram
      errors: number
      non2xx: number
    }
  }
  function autocannon(opts: autocannon.Options, done: (err: Error | null, result: autocannon.Result) => void): void
  export = autocannon
}
