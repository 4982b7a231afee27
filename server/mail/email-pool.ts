import { Piscina } from 'piscina'
import type { EmailData, RenderedEmail } from './email-data'

/**
 * Emails are drawn by React Email in a worker thread (piscina, as the server-drawn pages are), never on
 * the thread that answers the API (DESIGN §8). Rendered on demand rather than compiled at build time:
 * React escapes every customer-entered text as it renders, so no hand-written escaping stands between a
 * template and its data, and the API tests render the same way the running server does, with no build.
 *
 * One thread, kept for the life of the process and warmed when the server starts (`warmEmailRenderer`):
 * an email is rendered inside the transaction of the change it reports, which must not wait for a thread
 * to start and load React (half a second on a quiet machine, several on a busy one). Idle, the thread
 * holds no event loop open. The worker runs the TypeScript sources through tsx, as the server does.
 */
/** A rendering not done by then is stuck; its caller's transaction fails rather than wait. */
const STUCK_MS = 30_000

let pool: Piscina<EmailData, RenderedEmail> | undefined

function emailPool() {
  pool ??= new Piscina<EmailData, RenderedEmail>({
    filename: new URL('./email-worker.ts', import.meta.url).href,
    minThreads: 1,
    maxThreads: 1,
    execArgv: ['--import', 'tsx'],
    recordTiming: false,
  })
  return pool
}

export function renderInWorker(data: EmailData): Promise<RenderedEmail> {
  return emailPool().run(data, { signal: AbortSignal.timeout(STUCK_MS) })
}

/** Starts the thread and loads the templates, so that the first email does not wait for them. */
export async function warmEmailRenderer(): Promise<void> {
  await renderInWorker({
    kind: 'welcome',
    language: 'en',
    family: 'range-rover',
    firstName: '',
    origin: 'http://localhost',
  })
}
