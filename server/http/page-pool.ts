import { availableParallelism } from 'node:os'
import { pathToFileURL } from 'node:url'
import { MessageChannel, type MessagePort } from 'node:worker_threads'
import { Piscina } from 'piscina'
import type {
  CallAnswer,
  DrawTask,
  LogLevel,
  PageCall,
  WorkerSettings,
} from '../../src/contract/page-protocol'
import type { Logger } from '../runtime'

export type AppFetch = (request: Request) => Response | Promise<Response>
export type DrawnPage = { html: string; states: Record<string, unknown> }
export type PageRequest = Omit<DrawTask, 'port'>

export type PagePool = {
  /** The page drawn by a worker, or nothing when the pool is busy, closed or the drawing failed. */
  draw(page: PageRequest, appFetch: AppFetch): Promise<DrawnPage | undefined>
  close(): Promise<void>
}

/**
 * One thread fewer than the cores, so that the API's own thread keeps a core (one worker on two cores),
 * and no more than four: a busy server answers undrawn pages rather than add threads.
 */
const THREADS = Math.min(4, Math.max(1, availableParallelism() - 1))
/**
 * One drawing at a time per thread: drawings interleaved in one thread (each waiting for its search
 * while another draws) were slower in trials, some past the deadline below.
 */
const TASKS_PER_THREAD = 1
/**
 * Pages that may wait for a thread: two rounds of drawings (about 15 ms each). Beyond that the undrawn
 * page, which the app draws itself as on any other route, reaches the visitor sooner.
 */
const QUEUE_PER_THREAD = 2
/**
 * How long a visitor waits for a drawn page: its data (at most 500 ms) and its drawing, with time to
 * spare for a busy machine. Past this the page is sent undrawn; the drawing still holds its place in
 * the pool until it ends, so a starved pool takes no more work.
 */
const PAGE_DEADLINE_MS = 2000
/** A drawing not done after this is stuck: its worker is ended. */
const STUCK_MS = 30_000
/**
 * A worker beyond the first ends after this idle time. The first is started with the pool and kept: a
 * cold worker (loading the app's drawing code) takes longer than a visitor waits, so without it the first
 * visitor after a quiet minute would always get an undrawn page.
 */
const IDLE_MS = 60_000
/**
 * The workers yield the CPU to the thread that answers the API when both want it (Linux thread niceness:
 * at 5 a worker gets about a third of what the API's thread gets of a contended core). It costs nothing
 * when a core is free; at 10, drawings starved past the deadline on a machine shared with other work.
 */
const NICENESS = 5

export type PoolOptions = {
  /** The built worker (src/prerender/page-worker.ts in dist-ssr). */
  workerFile: string
  logger: Logger
  logLevel: LogLevel
  threads?: number
  tasksPerThread?: number
  /** Pages that may wait for a thread, beyond those the threads take at once. */
  queue?: number
  /** How long a page waits for its drawing before it is sent undrawn. */
  deadlineMs?: number
}

/**
 * Draws pages in worker threads (piscina), so that drawing never runs on the thread that answers the API
 * (DESIGN §8). Bounded: at most threads × tasksPerThread drawings at once and `queue` waiting; a page
 * asked for beyond that is answered at once with nothing, and the caller sends it undrawn, as it does a
 * page whose drawing has not ended by the deadline.
 */
export function createPagePool(options: PoolOptions): PagePool {
  const { logger } = options
  const threads = options.threads ?? THREADS
  const tasksPerThread = options.tasksPerThread ?? TASKS_PER_THREAD
  const deadlineMs = options.deadlineMs ?? PAGE_DEADLINE_MS
  const capacity = threads * tasksPerThread + (options.queue ?? threads * QUEUE_PER_THREAD)
  const pool = new Piscina<DrawTask, DrawnPage>({
    // A CommonJS door that imports the worker (server/worker-door.cjs says why).
    filename: new URL('../worker-door.cjs', import.meta.url).href,
    minThreads: 1,
    maxThreads: threads,
    concurrentTasksPerWorker: tasksPerThread,
    idleTimeout: IDLE_MS,
    // The drawings' calls arrive on message ports: a worker's event loop keeps turning between tasks.
    atomics: 'disabled',
    // The worker is built JavaScript: none of this process's loaders or flags.
    execArgv: [],
    niceIncrement: NICENESS,
    recordTiming: false,
    workerData: {
      logLevel: options.logLevel,
      taskModule: pathToFileURL(options.workerFile).href,
    } satisfies WorkerSettings & { taskModule: string },
  })
  pool.on('error', (error: unknown) => logger.error('A page worker failed', { error: String(error) }))
  let inFlight = 0
  let closed = false
  return {
    async draw(page, appFetch) {
      // Counted here rather than by piscina's maxQueue, which does not count tasks given a signal.
      if (closed || inFlight >= capacity) return undefined
      inFlight++
      const { port1, port2 } = new MessageChannel()
      // The worker closes its end once the drawing is over, after the last of its calls and lines.
      const ended = new Promise((resolve) => port1.once('close', resolve))
      answerCalls(port1, appFetch, logger)
      const drawing = pool
        .run({ ...page, port: port2 }, { transferList: [port2], signal: AbortSignal.timeout(STUCK_MS) })
        .then(
          async (drawn) => {
            await ended
            return drawn
          },
          (error: unknown) => {
            port1.close()
            if (!closed) logger.error('A page could not be drawn; sent undrawn', { error: String(error) })
            return undefined
          },
        )
        .finally(() => {
          inFlight--
        })
      let stopWaiting = () => {}
      const late = new Promise<undefined>((resolve) => {
        const timer = setTimeout(resolve, deadlineMs)
        stopWaiting = () => clearTimeout(timer)
      })
      try {
        return await Promise.race([drawing, late])
      } finally {
        stopWaiting()
      }
    },
    close() {
      closed = true
      return pool.destroy()
    },
  }
}

/** The server's side of a drawing's port: its calls answered by the app, its lines written by the logger. */
export function answerCalls(port: MessagePort, appFetch: AppFetch, logger: Logger): void {
  port.on('message', (call: PageCall) => {
    if (call.kind === 'log') {
      logger[call.level](`Drawing a page: ${call.message}`, call.fields)
      return
    }
    void answer(call, appFetch).then((reply) => {
      try {
        port.postMessage(reply, reply.kind === 'response' ? [reply.body] : [])
      } catch {
        // The drawing is over and its port closed: nobody waits for this answer.
      }
    })
  })
}

async function answer(call: Extract<PageCall, { kind: 'fetch' }>, appFetch: AppFetch): Promise<CallAnswer> {
  try {
    const headers = new Headers(call.headers)
    // The body crosses to the worker as it is: never compressed.
    headers.delete('accept-encoding')
    const response = await appFetch(
      new Request(call.url, { method: call.method, headers, body: call.body ?? null }),
    )
    const body = await response.arrayBuffer()
    return { kind: 'response', id: call.id, status: response.status, headers: [...response.headers], body }
  } catch (error) {
    return { kind: 'failure', id: call.id, message: String(error) }
  }
}
