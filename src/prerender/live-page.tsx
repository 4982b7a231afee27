import { AsyncLocalStorage } from 'node:async_hooks'
import type { Messages } from '@lingui/core'
import * as v from 'valibot'
import { createActor, waitFor } from 'xstate'
import type { ResultsLayout } from '../../machines/results/results.types'
import { configureHttp } from '../api/http'
import {
  collectFirstStates,
  type FirstStateRequest,
  type FirstStates,
  primeFirstStates,
  takeFirstState,
} from '../app/first-states'
import type { Language } from '../contract/language'
import { RuntimeConfigResponseSchema } from '../contract/system'
import { provideResultsActors } from '../features/results/results-actors'
import { drawForLayout } from '../features/results/use-layout-width'
import { i18n } from '../i18n/i18n'
import { drawApp } from './draw-app'
import { type Drawing, openForDrawing } from './drawing'

const catalogues: Partial<Record<Language, Messages>> = {}

/** The server's own app: the calls a drawn page makes never leave the server. */
export type AppFetch = (request: Request) => Response | Promise<Response>

const ORIGIN = 'http://app.internal'

let connecting: Promise<void> | undefined
/** Each drawing's calls go to the app it was given, however many are drawn at once. */
const drawingCalls = new AsyncLocalStorage<AppFetch>()

/** Sets up the API client once, from the app's own runtime settings. */
function connect(appFetch: AppFetch): Promise<void> {
  connecting ??= (async () => {
    for (const language of ['it', 'en'] as const) {
      catalogues[language] = (await import(`../../locales/${language}/messages.po`)).messages
    }
    const response = await appFetch(new Request(`${ORIGIN}/api/v1/config`))
    const config = v.parse(RuntimeConfigResponseSchema, await response.json()).data
    configureHttp(config, {
      origin: ORIGIN,
      fetch: async (input, init) => {
        const appFetchNow = drawingCalls.getStore()
        if (!appFetchNow) throw new Error('A call made outside any drawing')
        return appFetchNow(new Request(input, init))
      },
    })
  })().catch((error: unknown) => {
    connecting = undefined
    throw error
  })
  return connecting
}

export type LivePage = { html: string; states: FirstStates }

/**
 * A page drawn on the server when it is asked for, with its data: tab1 opened from a link shows its
 * results before the app's scripts have arrived (server/http/first-paint.ts). The same routes, machines
 * and components the browser runs, drawn twice: once to learn which first states the page needs (the
 * results of its search), and, once the machines have reached them, again with them. The states go with
 * the page, so the app starts from them (src/app/first-states.ts).
 *
 * Drawn as a visitor with no stored choices sees it, in `language`, signed in or not (`signedIn`: the
 * header's account), for a phone or a wider screen (`layout`: each shows its own page of results).
 * `waitMs` bounds the wait for the data; a state not reached by then is left to the app.
 */
export async function renderLivePage(
  url: string,
  visitor: { language: Language; signedIn: boolean; layout: ResultsLayout },
  appFetch: AppFetch,
  waitMs = 1500,
): Promise<LivePage> {
  return drawingCalls.run(appFetch, () => drawPage(url, visitor, appFetch, waitMs))
}

async function drawPage(
  url: string,
  { language, signedIn, layout }: { language: Language; signedIn: boolean; layout: ResultsLayout },
  appFetch: AppFetch,
  waitMs: number,
): Promise<LivePage> {
  await connect(appFetch)
  const drawing = await openForDrawing(url, { signedIn })
  try {
    const requests: FirstStateRequest[] = []
    draw(drawing, language, layout, (request) => requests.push(request))
    const states: FirstStates = {}
    await Promise.all(
      requests.map(async (request) => {
        const state = await reach(request, waitMs)
        if (state) states[request.key] = state
      }),
    )
    primeFirstStates(states)
    const html = draw(drawing, language, layout)
    // Whatever this drawing did not take is not left for another.
    for (const key of Object.keys(states)) takeFirstState(key)
    return { html, states }
  } finally {
    drawing.stop()
  }
}

/** One synchronous drawing; the language, the layout and the collector are the page's only while it lasts. */
function draw(
  drawing: Drawing,
  language: Language,
  layout: ResultsLayout,
  collect?: (request: FirstStateRequest) => void,
): string {
  i18n.loadAndActivate({ locale: language, messages: catalogues[language] ?? {} })
  drawForLayout(layout)
  collectFirstStates(collect)
  try {
    return drawApp(drawing, language)
  } finally {
    collectFirstStates(undefined)
  }
}

/** The results of a search as the app would first show them; nothing when they are not shown in time. */
async function reach(request: FirstStateRequest, waitMs: number): Promise<unknown> {
  const actor = createActor(provideResultsActors(null), {
    input: { search: request.search, layout: request.layout, narrowing: request.narrowing },
  })
  actor.start()
  try {
    const settled = await waitFor(actor, (snapshot) => !snapshot.hasTag('status:loading'), {
      timeout: waitMs,
    })
    return settled.matches({ showing: { page: 'ready' } }) ? actor.getPersistedSnapshot() : undefined
  } catch {
    return undefined
  } finally {
    actor.stop()
  }
}
