import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Logger } from '../runtime'
import { type AppFetch, createPagePool, type PagePool, type PageRequest } from './page-pool'
import { buildTestPageWorker } from './test-page-worker'

let dir: string
let workerFile: string

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'altura-page-pool-'))
  workerFile = path.join(dir, 'page-worker.js')
  await buildTestPageWorker(workerFile)
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

type Line = { level: 'info' | 'error'; message: string; fields?: Record<string, unknown> }

function recordingLogger() {
  const lines: Line[] = []
  const logger: Logger = {
    info: (message, fields) => lines.push({ level: 'info', message, fields }),
    error: (message, fields) => lines.push({ level: 'error', message, fields }),
  }
  return { logger, lines }
}

/** The app, answering each call only when the test releases it. */
function heldApp() {
  const held: (() => void)[] = []
  let arrived: () => void = () => {}
  const appFetch: AppFetch = async (request) => {
    await new Promise<void>((release) => {
      held.push(release)
      arrived()
    })
    return Response.json({ asked: new URL(request.url).search })
  }
  return {
    appFetch,
    /** Resolves once `count` calls are waiting. */
    waiting: (count: number) =>
      new Promise<void>((resolve) => {
        arrived = () => held.length >= count && resolve()
        arrived()
      }),
    releaseAll: () => {
      for (const release of held.splice(0)) release()
    },
  }
}

const page = (query: string): PageRequest => ({
  url: `/defender/search/choose-vehicle?${query}`,
  language: 'it',
  signedIn: false,
  layout: 'wide',
  waitMs: 500,
})

describe('the page pool', () => {
  let pool: PagePool
  // One worker; pages wait for their drawing however slow the machine running the tests is.
  const options = () => ({ workerFile, threads: 1, deadlineMs: 120_000 })
  afterAll(() => pool?.close())

  it('answers at once with nothing when every worker is busy and the queue is full, and draws again once free', async () => {
    const { logger, lines } = recordingLogger()
    pool = createPagePool({ ...options(), logger, logLevel: 'error', tasksPerThread: 1, queue: 1 })
    const app = heldApp()
    const drawing = pool.draw(page('n=1'), app.appFetch)
    const queued = pool.draw(page('n=2'), app.appFetch)
    await app.waiting(1)
    // One drawing under way, one waiting: a third is not queued behind them.
    expect(await pool.draw(page('n=3'), app.appFetch)).toBeUndefined()
    app.releaseAll()
    expect((await drawing)?.html).toContain('{"asked":"?n=1"}')
    await app.waiting(1)
    app.releaseAll()
    expect((await queued)?.html).toContain('{"asked":"?n=2"}')
    const again = pool.draw(page('n=4'), app.appFetch)
    await app.waiting(1)
    app.releaseAll()
    expect(await again).toEqual({
      html: '<main data-drawn="wide it">{"asked":"?n=4"}</main>',
      states: { drawn: '/defender/search/choose-vehicle?n=4' },
    })
    // Being busy is not an error worth a line.
    expect(lines).toEqual([])
    await pool.close()
  })

  it('answers with nothing and logs one line when a drawing fails; the next one is drawn', async () => {
    const { logger, lines } = recordingLogger()
    pool = createPagePool({ ...options(), logger, logLevel: 'error' })
    const appFetch: AppFetch = () => Response.json({ ok: true })
    expect(await pool.draw(page('fail'), appFetch)).toBeUndefined()
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({ level: 'error', fields: { error: 'Error: The drawing failed' } })
    expect((await pool.draw(page('n=1'), appFetch))?.html).toContain('{"ok":true}')
    await pool.close()
  })

  it("logs a call the app refused as one info line, without the client library's error or stack", async () => {
    const { logger, lines } = recordingLogger()
    pool = createPagePool({ ...options(), logger, logLevel: 'info' })
    const appFetch: AppFetch = () => Response.json({ success: false }, { status: 400 })
    await pool.draw(page('dateFrom=31/02/2026'), appFetch)
    const refused = lines.filter((line) => line.message.includes('The vehicle search failed'))
    expect(refused).toEqual([
      {
        level: 'info',
        message: 'Drawing a page: The vehicle search failed',
        fields: { status: 400, call: 'GET /api/v1/config' },
      },
    ])
    expect(JSON.stringify(lines)).not.toMatch(/\bat .+:\d+:\d+/)
    await pool.close()
  })

  it('writes no line of the drawings at LOG_LEVEL=silent', async () => {
    const { logger, lines } = recordingLogger()
    pool = createPagePool({ ...options(), logger, logLevel: 'silent' })
    const appFetch: AppFetch = () => Response.json({ success: false }, { status: 400 })
    expect((await pool.draw(page('dateFrom=31/02/2026'), appFetch))?.html).toContain('success')
    expect(lines).toEqual([])
    await pool.close()
  })

  it('draws nothing once closed', async () => {
    const { logger } = recordingLogger()
    pool = createPagePool({ ...options(), logger, logLevel: 'error' })
    await pool.close()
    expect(await pool.draw(page('n=1'), () => Response.json({}))).toBeUndefined()
  })
})
