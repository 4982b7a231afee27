import { type Actor, createActor, fromPromise } from 'xstate'
import { dealerSessionMachine } from '../../machines/dealer-session/dealer-session.machine'
import { deskLogout, deskRefresh } from '../api/dealer-auth'
import { whenDeskTokenRejected } from '../api/http'
import type { Theme } from '../contract/family'
import { DESK_AUTH_KEYS, read, remove, write } from '../storage/storage'
import type { Inspect } from './inspect'

/** The desk session's actor: one per page load, started with the first `/dealer` route. */
export type DeskSessionActor = Actor<typeof dealerSessionMachine>

let started: DeskSessionActor | undefined

/**
 * The desk's composition root (DESIGN §8): its session machine with the real refresh and sign-out, its
 * own storage keys, and the 401 of a desk call. Started once and kept for the page's life, as the
 * customer's session is (`actors.ts`); the customer's actors never see it.
 */
export function deskSession(goToLogin: () => void, inspect?: Inspect): DeskSessionActor {
  if (started) return started
  const actor = createActor(
    dealerSessionMachine.provide({
      actors: {
        refreshToken: fromPromise(({ input }) => deskRefresh(input.token)),
        signOut: fromPromise(({ input }) => deskLogout(input.token)),
      },
      actions: {
        goToLogin: () => goToLogin(),
        logRefreshFailure: (_, { error }) => console.warn('The desk session could not be renewed', error),
      },
    }),
    {
      input: {
        token: read('desk_token') ?? null,
        staff: read('desk_staff') ?? null,
        expiresAt: read('desk_expires_at') ?? null,
      },
      inspect,
    },
  )
  actor.start()
  persistDeskSession(actor)
  whenDeskTokenRejected(() => actor.send({ type: 'token.rejected' }))
  started = actor
  return actor
}

/** The desk's keys follow its session: written while signed in, removed together when it ends. */
function persistDeskSession(actor: DeskSessionActor) {
  let last: unknown
  const save = () => {
    const { token, staff, expiresAt } = actor.getSnapshot().context
    if (token === last) return
    last = token
    if (!token || !staff || !expiresAt) return remove(...DESK_AUTH_KEYS)
    write('desk_token', token)
    write('desk_staff', staff)
    write('desk_expires_at', expiresAt)
  }
  save()
  actor.subscribe(save)
}

/** The desk's theme (light or dark), as the member chose it last on this device. */
export function deskTheme(): Theme {
  return read('desk_theme') ?? 'land-rover'
}

/** Swaps the theme stylesheet for the desk, and remembers the choice. */
export function applyDeskTheme(theme: Theme, remember = false): void {
  if (remember) write('desk_theme', theme)
  if (typeof document === 'undefined') return
  const stylesheet = document.getElementById('theme-stylesheet') as HTMLLinkElement | null
  const href = `/assets/${theme}.css`
  if (stylesheet && stylesheet.getAttribute('href') !== href) stylesheet.setAttribute('href', href)
  document.documentElement.dataset.family = ''
  document.documentElement.dataset.theme = theme
}
