import { Piscina } from 'piscina'
import type { EmailData, RenderedEmail } from './email-data'

/**
 * Emails are drawn by React Email in a worker thread (piscina, as the server-drawn pages are), never on
 * the thread that answers the API (DESIGN §8). Rendered on demand rather than compiled at build time:
 * React escapes every customer-entered text as it renders, so no hand-written escaping stands between a
 * template and its data, and the API tests render the same way the running server does, with no build.
 *
 * One thread, started by the first email and ended after a minute with none: emails are drawn after the
 * commit of the change they report (outbox.ts), so a thread starting (half a second on a quiet machine)
 * delays a delivery, never a request, and an idle server does not keep React loaded for them. The worker
 * runs the TypeScript sources through tsx, as the server does.
 */
/** A rendering not done by then is stuck: its delivery fails, and the failure is kept on its row. */
const STUCK_MS = 30_000
/** The thread ends after this long without an email to draw. */
const IDLE_MS = 60_000

let pool: Piscina<EmailData, RenderedEmail> | undefined

function emailPool() {
  pool ??= new Piscina<EmailData, RenderedEmail>({
    filename: new URL('./email-worker.ts', import.meta.url).href,
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: IDLE_MS,
    execArgv: ['--import', 'tsx'],
    recordTiming: false,
  })
  return pool
}

export function renderInWorker(data: EmailData): Promise<RenderedEmail> {
  return emailPool().run(data, { signal: AbortSignal.timeout(STUCK_MS) })
}
