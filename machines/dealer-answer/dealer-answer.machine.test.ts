import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { BookingDecision } from '../../src/contract/dealer-access'
import type { DealerAnswerLinkState, DealerAnswerRequest } from '../../src/contract/dealer-links'
import { foldingAttempts } from '../testing/generate-paths'
import { coverMachineWithPaths, expectFullCoverage } from '../testing/model-paths'
import { dealerAnswerMachine } from './dealer-answer.machine'
import { selectDecline, selectScreen } from './dealer-answer.selectors'
import type { AnswerEvent, AnswerInput } from './dealer-answer.types'

const link = { booking: 'b1', staff: 's1', expires: '1796000000', signature: 'x'.repeat(43) }
const request: DealerAnswerRequest = {
  booking_id: 'b1',
  appointment_id: 'AR-J344-ZZJN',
  status: 'PENDING',
  model_description: 'Defender 110',
  license_plate: 'FE076HY',
  booking_start: '2026-12-05T09:00:00.000Z',
  booking_end: '2026-12-08T09:00:00.000Z',
  rental_duration: 3,
  customer_name: 'Ada Lovelace',
  options: [],
  total_price: 897,
  answer_by: '2026-12-02T09:00:00.000Z',
  dealer_name: 'Nobile Auto Monza',
}
const staff = { id: 's1', email: 'giulia@autovia.example' }
const decision: BookingDecision = {
  appointment_id: 'AR-J344-ZZJN',
  decision: 'DECLINED',
  decided_by: { kind: 'staff', id: 's1', label: 'giulia@autovia.example' },
  channel: 'email_link',
  reason_code: 'maintenance',
  reason: 'In the workshop.',
  decided_at: '2026-12-01T10:00:00.000Z',
}
const valid: DealerAnswerLinkState = { state: 'valid', request, staff }
const decided: DealerAnswerLinkState = { state: 'decided', request, staff, decision }
const expired: DealerAnswerLinkState = { state: 'expired', request, staff }

function start(input: AnswerInput, read: () => Promise<DealerAnswerLinkState>, post = async () => decided) {
  const sent = vi.fn()
  const machine = dealerAnswerMachine.provide({
    actors: {
      readLink: fromPromise(() => read()),
      accept: fromPromise(async ({ input }) => {
        sent('accept', input)
        return post()
      }),
      decline: fromPromise(async ({ input }) => {
        sent('decline', input)
        return post()
      }),
    },
  })
  return { actor: createActor(machine, { input }).start(), sent }
}

describe('emailed answer link', () => {
  it('an incomplete link opens nothing; a refused one says it is invalid', async () => {
    expect(
      selectScreen(
        start({ answer: 'accept', link: { booking: 'b1' } }, async () => valid).actor.getSnapshot(),
      ),
    ).toBe('invalid')
    const refused = start({ answer: 'accept', link }, () => Promise.reject({ code: 'dealer.link_invalid' }))
    await vi.waitFor(() => expect(selectScreen(refused.actor.getSnapshot())).toBe('invalid'))
  })

  it('opening changes nothing; Accept answers', async () => {
    const { actor, sent } = start({ answer: 'accept', link }, async () => valid)
    await vi.waitFor(() => expect(selectScreen(actor.getSnapshot())).toBe('answering'))
    expect(sent).not.toHaveBeenCalled()
    actor.send({ type: 'answer.accept' })
    await vi.waitFor(() => expect(selectScreen(actor.getSnapshot())).toBe('decided'))
    expect(sent).toHaveBeenCalledWith('accept', link)
  })

  it('Decline asks a reason first', async () => {
    const { actor, sent } = start({ answer: 'decline', link }, async () => valid)
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ answering: 'declineForm' })).toBe(true))
    actor.send({ type: 'decline.submit' })
    expect(selectDecline(actor.getSnapshot()).errors.text).toBe('dealer.reason_required')
    actor.send({ type: 'reason.choose', code: 'dates_unavailable' })
    actor.send({ type: 'decline.submit' })
    await vi.waitFor(() => expect(selectScreen(actor.getSnapshot())).toBe('decided'))
    expect(sent).toHaveBeenCalledWith('decline', {
      link,
      reason: { reason_code: 'dates_unavailable', reason: '' },
    })
  })

  it('opened again it says what was decided; past its deadline, that it expired', async () => {
    const again = start({ answer: 'accept', link }, async () => decided)
    await vi.waitFor(() => expect(selectScreen(again.actor.getSnapshot())).toBe('decided'))
    const late = start({ answer: 'decline', link }, async () => expired)
    await vi.waitFor(() => expect(selectScreen(late.actor.getSnapshot())).toBe('expired'))
  })

  it('decided elsewhere meanwhile: the link is read again', async () => {
    let answer: DealerAnswerLinkState = valid
    const { actor } = start(
      { answer: 'accept', link },
      async () => answer,
      async () => {
        answer = decided
        throw { code: 'dealer.answer_decided' }
      },
    )
    await vi.waitFor(() => expect(selectScreen(actor.getSnapshot())).toBe('answering'))
    actor.send({ type: 'answer.accept' })
    await vi.waitFor(() => expect(selectScreen(actor.getSnapshot())).toBe('decided'))
  })
})

describe('emailed answer link, model-based paths', () => {
  it('reaches 100% of states and transitions from generated paths', async () => {
    const events = [
      { type: 'answer.accept' },
      { type: 'reason.choose', code: 'maintenance' },
      { type: 'reason.type', text: 'In the workshop.' },
      { type: 'decline.submit' },
      { type: 'failure.retry' },
      ...[valid, decided, expired].map((output) => ({ type: 'xstate.done.actor.readLink', output })),
      { type: 'xstate.error.actor.readLink', error: { code: 'dealer.link_invalid' } },
      { type: 'xstate.error.actor.readLink', error: { code: 'network' } },
      ...(['accept', 'decline'] as const).flatMap((id) => [
        { type: `xstate.done.actor.${id}`, output: decided },
        { type: `xstate.error.actor.${id}`, error: { code: 'dealer.answer_decided' } },
        { type: `xstate.error.actor.${id}`, error: { code: 'dealer.link_invalid' } },
        { type: `xstate.error.actor.${id}`, error: { code: 'network' } },
      ]),
    ] as unknown as AnswerEvent[]
    const result = await coverMachineWithPaths({
      machine: dealerAnswerMachine,
      inputs: [
        { answer: 'accept', link },
        { answer: 'decline', link },
        { answer: 'accept', link: {} },
      ],
      events,
      serializeState: foldingAttempts,
    })
    expectFullCoverage(result, 'dealerAnswer')
  })
})
