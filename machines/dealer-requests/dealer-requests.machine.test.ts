import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { DeskRequest, DeskRequestDetail } from '../../src/contract/dealer-desk'
import { foldingAttempts } from '../testing/generate-paths'
import { coverMachineWithPaths, expectFullCoverage } from '../testing/model-paths'
import { dealerRequestsMachine } from './dealer-requests.machine'
import { timeLeft } from './dealer-requests.rules'
import {
  selectCanDecide,
  selectDecided,
  selectDecline,
  selectFailure,
  selectRequests,
} from './dealer-requests.selectors'
import type { RequestsEvent, RequestsInput } from './dealer-requests.types'

const NOW = '2026-12-01T09:00:00.000Z'
const vehicle = { license_plate: 'FE076HY', model_code: 'defender-110', model_description: 'Defender 110' }
const request: DeskRequest = {
  reference: 'AR-J344-ZZJN',
  booking_id: 'b1',
  status: 'PENDING',
  answer_by: '2026-12-02T09:00:00.000Z',
  customer: { first_name: 'Ada', last_name: 'Lovelace' },
  vehicle,
  booking_start: '2026-12-05T09:00:00.000Z',
  booking_end: '2026-12-08T09:00:00.000Z',
  total: 897,
  created_at: NOW,
}
const detail = (status: DeskRequestDetail['status'] = 'PENDING'): DeskRequestDetail => ({
  ...request,
  now: NOW,
  status,
  customer: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', phone: '+39 3331234567' },
  rental_days: 3,
  lines: [],
  language: 'en',
  decision: null,
})

type List = { now: string; requests: DeskRequest[] }
type Answers = {
  list?: () => Promise<unknown>
  detail?: () => Promise<unknown>
  decide?: () => Promise<unknown>
}

function start(input: RequestsInput, answers: Answers = {}) {
  const calls = { accept: vi.fn(), decline: vi.fn() }
  const machine = dealerRequestsMachine.provide({
    actors: {
      loadRequests: fromPromise(
        async () => (await (answers.list ?? (async () => ({ now: NOW, requests: [request] })))()) as List,
      ),
      loadRequest: fromPromise(
        async () => (await (answers.detail ?? (async () => detail()))()) as DeskRequestDetail,
      ),
      accept: fromPromise(async ({ input }) => {
        calls.accept(input)
        return (answers.decide ?? (async () => null))()
      }),
      decline: fromPromise(async ({ input }) => {
        calls.decline(input)
        return (answers.decide ?? (async () => null))()
      }),
    },
  })
  return { actor: createActor(machine, { input }).start(), calls }
}

describe('desk requests', () => {
  it('lists the pending requests with the time left from the server clock', async () => {
    const { actor } = start({})
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('list'))
    expect(selectRequests(actor.getSnapshot())).toEqual([request])
    expect(timeLeft(request.answer_by, NOW)).toBe(24 * 3_600_000)
    expect(timeLeft(request.answer_by, '2026-12-03T00:00:00.000Z')).toBe(0)
  })

  it('accepts a pending request', async () => {
    const { actor, calls } = start({ reference: request.reference })
    await vi.waitFor(() => expect(selectCanDecide(actor.getSnapshot())).toBe(true))
    actor.send({ type: 'request.accept' })
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('decided'))
    expect(calls.accept).toHaveBeenCalledWith({ reference: request.reference })
    expect(selectDecided(actor.getSnapshot())).toBe('ACCEPTED')
  })

  it('a decided request offers no decision', async () => {
    const { actor } = start({ reference: request.reference }, { detail: async () => detail('ACCEPTED') })
    await vi.waitFor(() => expect(actor.getSnapshot().matches('detail')).toBe(true))
    expect(selectCanDecide(actor.getSnapshot())).toBe(false)
    actor.send({ type: 'decline.start' })
    expect(actor.getSnapshot().matches({ detail: 'viewing' })).toBe(true)
  })

  it('declines only with a reason: a common one, or a text of at most 500', async () => {
    const { actor, calls } = start({ reference: request.reference })
    await vi.waitFor(() => expect(selectCanDecide(actor.getSnapshot())).toBe(true))
    actor.send({ type: 'decline.start' })
    actor.send({ type: 'decline.submit' })
    expect(selectDecline(actor.getSnapshot()).errors).toEqual({ text: 'dealer.reason_required' })
    actor.send({ type: 'reason.type', text: 'x'.repeat(501) })
    actor.send({ type: 'decline.submit' })
    expect(selectDecline(actor.getSnapshot()).errors).toEqual({ text: 'dealer.reason_too_long' })
    actor.send({ type: 'reason.type', text: '' })
    actor.send({ type: 'reason.choose', code: 'other' })
    actor.send({ type: 'decline.submit' })
    expect(selectDecline(actor.getSnapshot()).errors.text).toBe('dealer.reason_required')
    actor.send({ type: 'reason.choose', code: 'maintenance' })
    actor.send({ type: 'reason.type', text: ' In the workshop that week. ' })
    actor.send({ type: 'decline.submit' })
    await vi.waitFor(() => expect(selectDecided(actor.getSnapshot())).toBe('DECLINED'))
    expect(calls.decline).toHaveBeenCalledWith({
      reference: request.reference,
      reason: { reason_code: 'maintenance', reason: 'In the workshop that week.' },
    })
  })

  it('a failure keeps why, and retry reads the list or the request again', async () => {
    let fail = true
    const { actor } = start(
      {},
      {
        list: async () => {
          if (fail) throw { code: 'network' }
          return { now: NOW, requests: [] }
        },
      },
    )
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('failure'))
    expect(selectFailure(actor.getSnapshot())).toEqual({ code: 'network' })
    fail = false
    actor.send({ type: 'failure.retry' })
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('list'))
    const decision = start(
      { reference: request.reference },
      { decide: async () => Promise.reject({ code: 'dealer.answer_decided' }) },
    )
    await vi.waitFor(() => expect(selectCanDecide(decision.actor.getSnapshot())).toBe(true))
    decision.actor.send({ type: 'request.accept' })
    await vi.waitFor(() => expect(decision.actor.getSnapshot().value).toBe('failure'))
    decision.actor.send({ type: 'failure.retry' })
    await vi.waitFor(() => expect(decision.actor.getSnapshot().value).toEqual({ detail: 'viewing' }))
  })
})

describe('desk requests, model-based paths', () => {
  it('reaches 100% of states and transitions from generated paths', async () => {
    const events = [
      { type: 'list.refresh' },
      { type: 'request.accept' },
      { type: 'decline.start' },
      { type: 'decline.cancel' },
      { type: 'reason.choose', code: 'maintenance' },
      { type: 'reason.type', text: 'In the workshop.' },
      { type: 'decline.submit' },
      { type: 'failure.retry' },
      { type: 'xstate.done.actor.loadRequests', output: { now: NOW, requests: [request] } },
      { type: 'xstate.error.actor.loadRequests', error: { code: 'network' } },
      { type: 'xstate.done.actor.loadRequest', output: detail() },
      { type: 'xstate.done.actor.loadRequest', output: detail('DECLINED') },
      { type: 'xstate.error.actor.loadRequest', error: { code: 'http.404' } },
      { type: 'xstate.done.actor.accept', output: null },
      { type: 'xstate.error.actor.accept', error: { code: 'network' } },
      { type: 'xstate.done.actor.decline', output: null },
      { type: 'xstate.error.actor.decline', error: { code: 'network' } },
    ] as unknown as RequestsEvent[]
    const result = await coverMachineWithPaths({
      machine: dealerRequestsMachine,
      inputs: [{}, { reference: request.reference }],
      events,
      serializeState: foldingAttempts,
    })
    expectFullCoverage(result, 'dealerRequests')
  })
})
