import { beforeAll, describe, expect, it } from 'vitest'
import { bearer } from '../../../tests/api/accounts'
import { rome } from '../bookings/test-helpers'
import { deskWorld, type Headers, OPERATOR_KEY } from './dealer-desk.test-support'

/**
 * Who reaches the dealer desk's calls (issue 33, DESIGN §8): a dealership's staff and keys reach its own
 * bookings, vehicles and blocks only (another's answer 404, as unknown ones do); a customer's token
 * reaches none (401); the operator names the dealership. Bad input answers 400 with its field's code
 * and that code's text, in Italian or English.
 */
const w = deskWorld()
const LATER = { start: rome('2027-03-16', '10:00'), end: rome('2027-03-19', '10:30') }
const THIS_WEEK = { start: rome('2027-03-03', '11:00'), end: rome('2027-03-05', '17:30') }
const BLOCK = { start: rome('2027-08-02', '09:00'), end: rome('2027-08-03', '18:00'), reason: 'Service' }
const operator = { 'x-dealer-key': OPERATOR_KEY }

/** Dealer B's world: a PENDING request, a confirmed one this week, a decided one, a vehicle and a block. */
const b = { pending: '', confirmed: '', declined: '', plate: '', block: '' }
let asA: { name: string; headers: Headers }[] = []

beforeAll(async () => {
  asA = [
    { name: "dealer A's staff session", headers: await w.sessionOf(w.dealerA) },
    { name: "dealer A's key", headers: await w.keyOf(w.dealerA) },
  ]
  const keyB = await w.keyOf(w.dealerB)
  const pending = await w.bookWith(w.dealerB, LATER)
  const confirmed = await w.bookWith(w.dealerB, THIS_WEEK)
  const declined = await w.bookWith(w.dealerB, LATER)
  expect((await w.dealerCall('accept', confirmed.appointment_id, keyB)).status).toBe(200)
  expect((await w.dealerCall('decline', declined.appointment_id, keyB)).status).toBe(200)
  const blocked = await w.send('POST', `/vehicles/${pending.vehicle.license_plate}/blocks`, keyB, BLOCK)
  expect(blocked.status).toBe(201)
  Object.assign(b, {
    pending: pending.appointment_id,
    confirmed: confirmed.appointment_id,
    declined: declined.appointment_id,
    plate: pending.vehicle.license_plate,
    block: blocked.body.data.id,
  })
})

describe("another dealership's bookings, vehicles, blocks and calendars", () => {
  it('answer 404 to dealer A, as unknown ones do, and its lists leave them out', async () => {
    for (const { name, headers } of asA) {
      const notFound = [
        await w.get(`/requests/${b.pending}`, headers),
        await w.get(`/requests/${b.declined}`, headers),
        await w.get(`/vehicles/${b.plate}/calendar`, headers),
        await w.send('POST', `/vehicles/${b.plate}/blocks`, headers, BLOCK),
        await w.send('DELETE', `/blocks/${b.block}`, headers),
      ]
      expect(
        notFound.map((r) => r.status),
        name,
      ).toEqual([404, 404, 404, 404, 404])
      const unknown = await w.get('/vehicles/ZZ999ZZ/calendar', headers)
      expect(notFound[2]?.body, name).toEqual(unknown.body)
      const lists = [
        await w.get('/requests', headers),
        await w.get('/upcoming', headers),
        await w.get('/decided', headers),
        await w.get('/vehicles', headers),
      ]
      expect(
        lists.map((r) => r.status),
        name,
      ).toEqual([200, 200, 200, 200])
      const text = JSON.stringify(lists.map((r) => r.body))
      for (const other of [b.pending, b.confirmed, b.declined, b.plate, b.block]) {
        expect(text, `${name}: ${other}`).not.toContain(other)
      }
    }
    // B's block is still there.
    const calendar = await w.get(
      `/vehicles/${b.plate}/calendar?from=2027-08-01&dealer=${w.dealerB}`,
      operator,
    )
    expect(calendar.body.data.days[1].blocks.map((x: { id: string }) => x.id)).toEqual([b.block])
  })

  it('the operator reaches any dealership it names, and must name one', async () => {
    const named = await w.get(`/requests?dealer=${w.dealerB}`, operator)
    expect(named.body.data.requests.map((r: { reference: string }) => r.reference)).toContain(b.pending)
    const unnamed = await w.get('/requests', operator)
    expect(unnamed).toMatchObject({ status: 400, body: { errors: { dealer: ['dealer.dealer_required'] } } })
    expect((await w.get('/vehicles?dealer=dealer-nope', operator)).status).toBe(404)
    // A staff session's own dealership wins over any it names.
    const [staffA] = asA
    const own = await w.get(`/vehicles?dealer=${w.dealerB}`, staffA?.headers ?? {})
    expect(JSON.stringify(own.body)).not.toContain(b.plate)
  })
})

describe("a customer's token", () => {
  it('opens no desk call (401)', async () => {
    const customer = bearer(w.customer.token)
    const calls = [
      await w.get('/requests', customer),
      await w.get(`/requests/${b.pending}`, customer),
      await w.get('/upcoming', customer),
      await w.get('/decided', customer),
      await w.get('/vehicles', customer),
      await w.get(`/vehicles/${b.plate}/calendar`, customer),
      await w.send('POST', `/vehicles/${b.plate}/blocks`, customer, BLOCK),
      await w.send('DELETE', `/blocks/${b.block}`, customer),
      await w.get('/requests', {}),
    ]
    expect(calls.map((r) => r.status)).toEqual(Array(calls.length).fill(401))
  })
})

describe('bad input', () => {
  it('answers 400 with the field and its text in English or Italian', async () => {
    const staff = asA[0]?.headers ?? {}
    const queries: [string, string, string][] = [
      ['/upcoming?days=0', 'days', 'dealer.input_error.days'],
      ['/upcoming?days=32', 'days', 'dealer.input_error.days'],
      ['/upcoming?days=abc', 'days', 'dealer.input_error.days'],
      ['/decided?limit=0', 'limit', 'dealer.input_error.limit'],
      ['/decided?limit=101', 'limit', 'dealer.input_error.limit'],
      ['/decided?cursor=bm90LWEtY3Vyc29y', 'cursor', 'dealer.input_error.cursor'],
      ['/decided?cursor=%3C%3E', 'cursor', 'dealer.input_error.cursor'],
      ['/vehicles/AB123CD/calendar?from=2027-02-30', 'from', 'dealer.input_error.from'],
      ['/vehicles/AB123CD/calendar?from=tomorrow', 'from', 'dealer.input_error.from'],
      ['/vehicles/AB-123/calendar', 'plate', 'dealer.input_error.plate'],
      ['/requests?page=2', 'page', 'common.input_error.unknown_parameter'],
    ]
    for (const [path, field, code] of queries) {
      const en = await w.get(path, staff)
      expect(en, path).toMatchObject({ status: 400, body: { success: false, errors: { [field]: [code] } } })
      const it = await w.get(`${path}${path.includes('?') ? '&' : '?'}language=it`, staff)
      expect(it.status, path).toBe(400)
      expect(it.body.message, path).not.toBe(en.body.message)
    }
    const days = await w.get('/upcoming?days=0&language=it', staff)
    expect(days.body.message).toBe('Il numero di giorni deve essere un numero intero da 1 a 31.')
    expect((await w.send('DELETE', '/blocks/not-a-uuid', staff)).body.errors).toEqual({
      id: ['dealer.input_error.block_id'],
    })
  })

  it("refuses a block's bad dates and reasons, in the body's language", async () => {
    const staff = asA[0]?.headers ?? {}
    const plate = (await w.get('/vehicles', staff)).body.data[0].license_plate as string
    const at = (day: string, time = '10:00') => rome(day, time)
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...BLOCK, end: BLOCK.start }, 'end', 'dealer.input_error.block_end_before_start'],
      [
        { ...BLOCK, start: at('2027-02-27'), end: at('2027-03-02') },
        'start',
        'dealer.input_error.block_start_past',
      ],
      [{ ...BLOCK, end: at('2028-08-03') }, 'end', 'dealer.input_error.block_too_long'],
      [{ ...BLOCK, start: '2027-08-02' }, 'start', 'dealer.input_error.block_start'],
      [{ ...BLOCK, end: '2027-08-03T25:00:00Z' }, 'end', 'dealer.input_error.block_end'],
      [{ start: BLOCK.start, end: BLOCK.end }, 'reason', 'dealer.input_error.block_reason_required'],
      [{ ...BLOCK, reason: '   ' }, 'reason', 'dealer.input_error.block_reason_required'],
      [{ ...BLOCK, reason: 'x'.repeat(201) }, 'reason', 'dealer.input_error.block_reason_too_long'],
    ]
    for (const [body, field, code] of cases) {
      const en = await w.send('POST', `/vehicles/${plate}/blocks`, staff, body)
      expect(en, code).toMatchObject({ status: 400, body: { errors: { [field]: [code] } } })
      const it = await w.send('POST', `/vehicles/${plate}/blocks`, staff, { ...body, language: 'it' })
      expect(it.status, code).toBe(400)
      expect(it.body.message, code).not.toBe(en.body.message)
    }
    const reason = await w.send('POST', `/vehicles/${plate}/blocks`, staff, {
      ...BLOCK,
      reason: '',
      language: 'it',
    })
    expect(reason.body.message).toBe('Indica perché il veicolo è bloccato.')
    // Exactly 365 days is allowed (29 February 2028 included), a minute more is not.
    const year = { ...BLOCK, start: at('2027-11-02'), end: at('2028-11-01') }
    const longer = { ...year, end: at('2028-11-01', '10:01') }
    expect((await w.send('POST', `/vehicles/${plate}/blocks`, staff, longer)).status).toBe(400)
    expect((await w.send('POST', `/vehicles/${plate}/blocks`, staff, year)).status).toBe(201)
  })
})
