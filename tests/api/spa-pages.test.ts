import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildTestPageWorker } from '../../server/http/test-page-worker'
import { startTestServer, type TestServer } from './harness'

/**
 * The app's pages as the server sends them, on a small build of its own: the index page, and a page
 * worker (server/http/page-worker.fixture.ts) whose drawing is the app's answer to /config.
 */
let dir: string
let server: TestServer

const INDEX = '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>'

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'altura-spa-'))
  mkdirSync(path.join(dir, 'dist', 'assets'), { recursive: true })
  writeFileSync(path.join(dir, 'dist', 'index.html'), INDEX)
  writeFileSync(path.join(dir, 'dist', 'assets', 'theme.js'), '// theme')
  await buildTestPageWorker(path.join(dir, 'dist-ssr', 'page-worker.js'))
  server = await startTestServer({ env: { STATIC_DIR: path.join(dir, 'dist'), LOG_LEVEL: 'info' } })
})

afterAll(async () => {
  await server?.close()
  rmSync(dir, { recursive: true, force: true })
})

const TAB1 = '/defender/search/choose-vehicle?model=defender-110&dateFrom=02/03/2027'

describe('paths of the app', () => {
  it('answers 404 to paths of files the app does not have, hidden ones included', async () => {
    for (const pathname of [
      '/.env',
      '/.git/config',
      '/.aws/credentials',
      '/%2Eenv',
      '/foo.php',
      '/wp-login.php',
      '/assets/missing.js',
      '/jaguar/.env',
    ]) {
      const response = await fetch(server.url + pathname)
      expect(response.status, pathname).toBe(404)
      expect(await response.text(), pathname).not.toContain('<div id="root">')
    }
  })

  it("answers every route of the app with the app's page, and its files as they are", async () => {
    for (const pathname of [
      '/',
      '/jaguar',
      '/jaguar/search/choose-vehicle',
      '/range-rover/account/personal-details',
      '/discovery/autentication/reset-password',
    ]) {
      const response = await fetch(server.url + pathname)
      expect(response.status, pathname).toBe(200)
      expect(await response.text(), pathname).toContain('<div id="root"></div>')
    }
    expect(await (await fetch(`${server.url}/assets/theme.js`)).text()).toBe('// theme')
  })
})

describe('tab1 opened from a link', () => {
  it("is drawn by a page worker, whose calls reach the server's own app", async () => {
    const html = await (await fetch(server.url + TAB1)).text()
    expect(html).toContain('data-first-paint-layout="wide"')
    expect(html).toContain('<main data-drawn="wide it">{"success":true')
    expect(html).toContain('<script type="application/json" id="first-states">')
    expect(html).toContain('<html lang="it" data-first-paint="it"')
    expect(html).not.toContain('data-first-paint-session')
  })

  it('is drawn for the visitor the drawing cookie names: their language, signed in', async () => {
    const asked = (cookie: string) =>
      fetch(server.url + TAB1, { headers: { cookie } }).then((response) => response.text())
    const html = await asked('altura_cookie_consent=accepted; altura_drawing=en.signed-in')
    expect(html).toContain('<main data-drawn="wide en signed-in">')
    expect(html).toMatch(
      /<html lang="en" data-first-paint="en" [^>]*data-first-paint-layout="wide" data-first-paint-session="signed-in">/,
    )
    // A value this app never writes is no hint: the page is drawn for a first visit.
    for (const cookie of [
      'altura_drawing=de.signed-in',
      'altura_drawing="><script>',
      'altura_drawing=en.root',
    ])
      expect(await asked(cookie), cookie).toContain('<main data-drawn="wide it">')
  })

  it('draws nothing for HEAD: the headers of the page only', async () => {
    const log = vi.spyOn(console, 'log')
    try {
      const head = await fetch(server.url + TAB1, { method: 'HEAD' })
      expect(head.status).toBe(200)
      expect(head.headers.get('content-type')).toMatch(/^text\/html/)
      expect(log.mock.calls.flat().join('\n')).not.toContain('Drawn')
      // The same link asked for with GET is drawn, and says so in the log.
      await (await fetch(server.url + TAB1)).text()
      expect(log.mock.calls.flat().join('\n')).toContain('Drawing a page: Drawn')
    } finally {
      log.mockRestore()
    }
  })
})
