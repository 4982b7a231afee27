import type { APIResponse, Request, Route } from '@playwright/test'
import type { AnyMachineSnapshot } from 'xstate'
import { expect } from '../fixtures'
import { type Answer, type Call, callerOf, callsOf } from './wizard-places'
import type { PlannedPath } from './wizard-plan'

/**
 * The wizard's requests, held on the network until the step of the path that answers each: the server
 * does its part as the request is made, and the answer (passed, refused, lost) reaches the page then.
 */

export const CALL_OF = (request: Request): Call | null => {
  const { pathname } = new URL(request.url())
  const method = request.method()
  if (pathname.endsWith('/bookings/lock-time-slots') && method === 'POST') return 'lock'
  if (/\/bookings\/lock-time-slots\/[^/]+$/.test(pathname) && method === 'GET') return 'hold'
  if (pathname.endsWith('/bookings/unlock-time-slots') && method === 'POST') return 'unlock'
  if (pathname.endsWith('/api/v1/bookings') && method === 'POST') return 'book'
  if (pathname.endsWith('/api/v1/bookings') && method === 'GET') return 'number'
  return null
}

/**
 * A request the test holds. The server does its part when the request is made (unless the path says it
 * never gets there), as it would; only its answer waits for the step that delivers it.
 */
type Held = {
  route: Route
  caller: string | null
  /** The step that answers it, or null when its caller is gone before (its answer never matters). */
  answerStep: number | null
  answer: Answer | null
  response: Promise<APIResponse> | null
}

export class HeldRequests {
  private readonly held = new Map<Call, Held[]>()
  /** Every request of the wizard's calls, with the step it was made in. */
  private readonly seen: string[] = []
  private holding = new Set<Call>()
  /** The step being run, and the machine's state it leads to. */
  private stepIndex = 0
  private current: AnyMachineSnapshot | null = null
  private apiKey: Promise<string> | undefined

  constructor(
    private readonly baseURL: string,
    private readonly path: PlannedPath,
  ) {}

  /** A step starts: the requests of the state it leaves and of the one it leads to are held. */
  begin(before: AnyMachineSnapshot, after: AnyMachineSnapshot): void {
    this.stepIndex += 1
    this.current = after
    this.holding = new Set([...callsOf(before), ...callsOf(after)])
  }

  /** A step is done: only the requests of the state it led to are held. */
  end(after: AnyMachineSnapshot): void {
    this.holding = new Set(callsOf(after))
  }

  private async api(path: string, json?: unknown) {
    this.apiKey ??= fetch(new URL('/api/v1/config', this.baseURL))
      .then((response) => response.json())
      .then((body: { data: { api_key: string } }) => body.data.api_key)
    return fetch(new URL(`/api/v1/${path}`, this.baseURL), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': await this.apiKey },
      body: JSON.stringify(json ?? {}),
    })
  }

  /** Holds a request of a call the step holds; lets every other request through. */
  onRequest(route: Route) {
    const call = CALL_OF(route.request())
    if (call) this.seen.push(`${call} at step ${this.stepIndex}${this.holding.has(call) ? ' (held)' : ''}`)
    if (!call || !this.holding.has(call) || !this.current) return route.continue()
    const caller = callerOf(this.current, call)
    const { steps, plans } = this.path
    // The step that answers it: the first later one answering this call while its caller still runs.
    let answerStep: number | null = null
    let answer: Answer | null = null
    for (let n = this.stepIndex + 1; n < steps.length; n += 1) {
      if (callerOf(steps[n - 1]?.state as AnyMachineSnapshot, call) !== caller) break
      const op = (plans[n] ?? []).find((o) => o.op === 'answer' && o.call === call)
      if (op?.op === 'answer') {
        answerStep = n
        answer = op.answer
        break
      }
    }
    const held: Held = { route, caller, answerStep, answer, response: null }
    if (answer && answer !== 'lost') held.response = this.serverSide(route, call, answer)
    this.held.set(call, [...(this.held.get(call) ?? []), held])
  }

  /** The server's part, done when the request is made. */
  private async serverSide(route: Route, call: Call, answer: Answer): Promise<APIResponse> {
    if (answer === 'expireThenPass') {
      // The server's clock has ended the hold by the time this request gets there.
      const request = route.request()
      const lockId =
        call === 'hold'
          ? decodeURIComponent(new URL(request.url()).pathname.split('/').at(-1) ?? '')
          : (request.postDataJSON() as { time_slot_lock_id: string }).time_slot_lock_id
      const expired = await this.api(`dev/locks/${lockId}/expire`)
      if (![200, 404].includes(expired.status)) throw new Error(`expire answered ${expired.status}`)
    }
    return route.fetch()
  }

  /** A request of `call` from the caller now running, still held. */
  private pending(call: Call): Held | undefined {
    const caller = this.current ? callerOf(this.current, call) : null
    return (this.held.get(call) ?? []).filter((held) => held.caller === caller).at(-1)
  }

  /** The requests held now, with the node that made each, for a failure's message. */
  private heldNow(): string {
    const held = [...this.held].flatMap(([call, list]) => list.map((h) => `${call} from ${h.caller}`))
    return `${held.join(', ') || 'none'}; requests made: ${this.seen.join(', ') || 'none'}`
  }

  /** Delivers the answer of the held request this step answers. */
  async answer(call: Call, answer: Answer) {
    const mine = () => (this.held.get(call) ?? []).find((held) => held.answerStep === this.stepIndex)
    await expect.poll(() => mine() !== undefined, { message: `the ${call} request is made` }).toBe(true)
    const held = mine() as Held
    this.held.set(
      call,
      (this.held.get(call) ?? []).filter((other) => other !== held),
    )
    if (answer === 'lost' || answer === 'lostAfter') {
      await held.response
      return held.route.abort('connectionrefused')
    }
    return held.route.fulfill({ response: (await held.response) as APIResponse })
  }

  /** Waits until a request of `call` from the caller now running is held. */
  async inFlight(call: Call) {
    await expect
      .poll(() => this.pending(call) !== undefined, {
        message: `step ${this.stepIndex}: the ${call} request is in flight (held: ${this.heldNow()})`,
      })
      .toBe(true)
  }
}
