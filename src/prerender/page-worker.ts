import { AsyncLocalStorage } from 'node:async_hooks'
import { workerData } from 'node:worker_threads'
import type { DrawTask, WorkerSettings } from '../contract/page-protocol'
import { type LivePage, renderLivePage } from './live-page'
import { callsOver, type PageCalls, routeConsole } from './worker-calls'

/**
 * A worker of the server's page pool (server/http/page-pool.ts), built into `dist-ssr` (vite.config.ts):
 * it draws tab1 pages (live-page.tsx) off the thread that answers the API. Each drawing's calls and log
 * lines go back over its task's port to the server's own app and logger.
 */
const drawing = new AsyncLocalStorage<PageCalls>()
const settings = workerData as WorkerSettings | undefined
routeConsole(() => drawing.getStore(), settings?.logLevel ?? 'error')

export default async function drawPage(task: DrawTask): Promise<LivePage> {
  const calls = callsOver(task.port)
  try {
    return await drawing.run(calls, () =>
      renderLivePage(
        task.url,
        { language: task.language, signedIn: task.signedIn, layout: task.layout },
        calls.fetch,
        task.waitMs,
      ),
    )
  } finally {
    calls.close()
  }
}
