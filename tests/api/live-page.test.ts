import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { resultsMachine } from '../../machines/results/results.machine'
import { renderLivePage } from '../../src/prerender/live-page'
import { tab1Path } from '../bench/bench-support'
import { startTestServer, type TestServer } from './harness'

/**
 * tab1 drawn on the server when a link opens it (src/prerender/live-page.tsx), against the real server
 * and database: the page shows the search's first page, and the state it was drawn from starts the app's
 * results machine where the page is.
 */
let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})

afterAll(() => server.close())

/** The real server over HTTP, as the app's own process calls it in process. */
const overHttp =
  (delayMs = 0) =>
  async (request: Request) => {
    const url = new URL(request.url)
    if (delayMs > 0 && url.pathname === '/api/v1/vehicles')
      await new Promise((done) => setTimeout(done, delayMs))
    return fetch(server.url + url.pathname + url.search, { headers: request.headers })
  }

const path = tab1Path('range-rover', 'range-rover-velar')
const cards = (html: string) => html.match(/<article class="vehicle-card"/g)?.length ?? 0

type Drawn = { context: { vehicles: unknown[]; total: number } }

/** A visitor who has not signed in. */
const firstVisit = (language: 'it' | 'en', layout: 'narrow' | 'wide') => ({
  language,
  layout,
  signedIn: false,
})

/** The header's way to the account, and its log out (a desktop's: the phone's is in the menu). */
const accountLink = (html: string) =>
  html.match(/<a [^>]*class="header-button header-button--account"[^>]*>[\s\S]*?<\/a>/)?.[0] ?? ''

describe('tab1 drawn on the server', () => {
  it("draws a phone's first page of results, in Italian, from the real search", async () => {
    const page = await renderLivePage(path, firstVisit('it', 'narrow'), overHttp())
    expect(page.html).toContain('Scegli il veicolo')
    expect(cards(page.html)).toBe(3)
    const [state] = Object.values(page.states) as Drawn[]
    expect(state?.context.vehicles).toHaveLength(3)
    expect(state?.context.total).toBeGreaterThan(3)
    expect(page.html).toContain(`${state?.context.total} veicoli disponibili`)
    // No script of any kind is left in what is drawn.
    expect(page.html).not.toMatch(/<script\b/)
    // The wizard is at tab1, as the browser's is when it takes the page over: the later steps are not
    // links yet (no vehicle is chosen).
    expect(page.html).not.toMatch(/<a [^>]*href="\/range-rover\/search\/your-selection"/)
    expect(page.html).toMatch(/<span class="wizard-steps__link"[^>]*aria-disabled="true"/)
  })

  it('hands the state it was drawn from to the results machine, which starts there', async () => {
    const page = await renderLivePage(path, firstVisit('en', 'wide'), overHttp())
    expect(page.html).toContain('Choose your vehicle')
    expect(cards(page.html)).toBe(6)
    const [key, state] = Object.entries(page.states)[0] ?? []
    expect(key).toMatch(/^results:wide:/)
    // As the page sends it: JSON. The input is the app's, unused when a state is given.
    const sent = JSON.parse(JSON.stringify(state))
    const actor = createActor(resultsMachine, {
      snapshot: sent,
      input: { search: sent.context.search, layout: 'wide' },
    })
    actor.start()
    const snapshot = actor.getSnapshot()
    expect(snapshot.matches({ showing: { page: 'ready' } })).toBe(true)
    expect(snapshot.context.vehicles).toHaveLength(6)
    expect(snapshot.context.search.language).toBe('en')
    // The next page is the machine's own request, as after any first page.
    actor.stop()
  })

  it("draws a signed-in visitor's page: the header leads to the account and logs out", async () => {
    const signedOut = await renderLivePage(path, firstVisit('en', 'wide'), overHttp())
    expect(accountLink(signedOut.html)).toContain('Log in')
    expect(signedOut.html).not.toContain('Log out')

    const page = await renderLivePage(path, { language: 'en', layout: 'wide', signedIn: true }, overHttp())
    expect(accountLink(page.html)).toContain('href="/range-rover/account/account-settings"')
    expect(accountLink(page.html)).toContain('Account')
    expect(page.html).toContain('Log out')
    expect(cards(page.html)).toBe(6)
  })

  it('sends the page with skeletons and no state when the search does not answer in time', async () => {
    const page = await renderLivePage(path, firstVisit('it', 'narrow'), overHttp(800), 100)
    expect(cards(page.html)).toBe(0)
    expect(page.html).toContain('vehicle-card--skeleton')
    expect(page.states).toEqual({})
  })

  it('draws a page without a results screen (missing dates) with no state', async () => {
    const page = await renderLivePage(
      '/range-rover/search/choose-vehicle?model=range-rover-velar',
      firstVisit('it', 'narrow'),
      overHttp(),
    )
    expect(page.html).toContain('Scegli il veicolo')
    expect(cards(page.html)).toBe(0)
    expect(page.states).toEqual({})
  })
})
