import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, toPromise } from 'xstate'
import type { CreateBookingInput } from '../../src/contract/booking-calls'
import { deferred } from '../testing/deferred'
import { bookingRequestMachine } from './booking-request.machine'

const order = { details: {}, lock: { time_slot_lock_id: 'L1', session_id: 'S1' } } as CreateBookingInput

describe('the booking request', () => {
  it('books with the order and the held slot it is given', async () => {
    const seen: unknown[] = []
    const actor = createActor(
      bookingRequestMachine.provide({
        actors: {
          request: fromPromise<unknown, unknown>(async ({ input }) => {
            seen.push(input)
            return { booking_id: 'B1', appointment_id: 'R-1' }
          }),
        },
      }),
      { input: order },
    ).start()
    expect(await toPromise(actor)).toEqual({
      left: false,
      ok: true,
      output: { booking_id: 'B1', appointment_id: 'R-1' },
    })
    expect(seen).toEqual([order])
  })

  it('a booking made after the customer left stands: the outcome says both', async () => {
    const answer = deferred<{ booking_id: string; appointment_id: string }>()
    const actor = createActor(
      bookingRequestMachine.provide({
        actors: { request: fromPromise<unknown, unknown>(() => answer.promise) },
      }),
      { input: order },
    ).start()
    actor.send({ type: 'request.leave' })
    answer.resolve({ booking_id: 'B2', appointment_id: 'R-2' })
    expect(await toPromise(actor)).toMatchObject({ left: true, ok: true })
  })
})
