import { AsyncLocalStorage } from 'node:async_hooks'
import { workerData } from 'node:worker_threads'
import type { DrawTask, WorkerSettings } from '../../src/contract/page-protocol'
import { callsOver, type PageCalls, routeConsole } from '../../src/prerender/worker-calls'

/**
 * A stand-in for the built page worker (src/prerender/page-worker.ts) in tests, built by them with
 * rolldown: the same calls and log lines over each task's port, and a drawing that is the app's answer to
 * one call, so that a test decides when a drawing ends. `?fail` makes the drawing throw; an answer that
 * is not 2xx is logged as the app logs a refused search.
 */
const drawing = new AsyncLocalStorage<PageCalls>()
routeConsole(() => drawing.getStore(), (workerData as WorkerSettings).logLevel)

export default async function drawPage(task: DrawTask) {
  const calls = callsOver(task.port)
  try {
    return await drawing.run(calls, async () => {
      const url = new URL(task.url, 'http://app.internal')
      if (url.searchParams.has('fail')) throw new Error('The drawing failed')
      const request = new Request(`http://app.internal/api/v1/config${url.search}`)
      const response = await calls.fetch(request)
      const body = await response.text()
      console.info('Drawn', task.url)
      if (!response.ok) console.warn('The vehicle search failed', refusal(request, response))
      const visitor = `${task.layout} ${task.language}${task.signedIn ? ' signed-in' : ''}`
      return { html: `<main data-drawn="${visitor}">${body}</main>`, states: { drawn: task.url } }
    })
  } finally {
    calls.close()
  }
}

/** What ky throws for a refused call, with its long stack. */
function refusal(request: Request, response: Response) {
  return Object.assign(new Error(`Request failed with status code ${response.status}`), {
    name: 'HTTPError',
    request,
    response,
  })
}
