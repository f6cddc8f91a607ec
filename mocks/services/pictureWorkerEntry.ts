import { pathToFileURL } from 'node:url'
import { limitLibvips } from './imageWork'

/**
 * The picture worker's process (started by mocks/services/pictureWorker.ts, never by hand): runs the
 * jobs the server sends, one message each, and answers with their output. It leaves when the server
 * closes the channel (a quiet period, or the server itself ended).
 */
export interface PictureRequest {
  id: number
  /** the module whose `pictureJobs` export holds the job */
  jobsFile: string
  job: string
  input: unknown
}

export type PictureReply = { id: number; ok: true; output: unknown } | { id: number; ok: false; message: string }

type JobTable = Record<string, (input: unknown) => Promise<unknown>>

const tables = new Map<string, Promise<JobTable>>()

async function tableOf(file: string): Promise<JobTable> {
  const mod = (await import(pathToFileURL(file).href)) as { pictureJobs?: JobTable; default?: { pictureJobs?: JobTable } }
  const table = mod.pictureJobs ?? mod.default?.pictureJobs
  if (!table) throw new Error(`${file} exports no pictureJobs`)
  return table
}

async function answer(request: PictureRequest): Promise<PictureReply> {
  try {
    if (!tables.has(request.jobsFile)) tables.set(request.jobsFile, tableOf(request.jobsFile))
    const table = await (tables.get(request.jobsFile) as Promise<JobTable>)
    const job = table[request.job]
    if (!job) throw new Error(`no picture job ${request.job}`)
    return { id: request.id, ok: true, output: await job(request.input) }
  } catch (e) {
    return { id: request.id, ok: false, message: e instanceof Error ? e.message : String(e) }
  }
}

if (process.send) {
  limitLibvips()
  process.on('message', (request: PictureRequest) => {
    void answer(request).then((reply) => process.send?.(reply))
  })
  process.on('disconnect', () => process.exit(0))
}
