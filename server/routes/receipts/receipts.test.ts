import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, registerUser } from '../../../tests/api/accounts'
import { startTestServer, type TestServer, testClock } from '../../../tests/api/harness'
import { bookingBody, lock, rome, searchVehicles, TEST_NOW, type Vehicle } from '../bookings/test-helpers'

let server: TestServer
let token: string
let booking: { booking_id: string; appointment_id: string; total_price: number }
let vehicle: Vehicle
const clock = testClock(TEST_NOW)
// Across the spring DST change: pickup and return keep their Rome wall-clock times.
const period = { start: rome('2027-03-26', '10:00'), end: rome('2027-03-29', '10:00') }

/** The text of every page, as a PDF reader sees it. */
async function pdfText(bytes: ArrayBuffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, verbosity: 0 }).promise
  const pages: string[] = []
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent()
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '))
  }
  return pages.join('\n')
}

beforeAll(async () => {
  server = await startTestServer({ clock })
  token = (await registerUser(server)).token
  const { body } = await searchVehicles(server, {
    model_code: 'range-rover-sport',
    booking_start: period.start,
    booking_end: period.end,
  })
  const found = body.data[0]
  if (!found) throw new Error('no vehicle')
  vehicle = found
  const held = (await (await lock(server, token, vehicle.time_slot_lock_code)).json()).data
  const response = await server.api('/api/v1/bookings', {
    method: 'POST',
    headers: bearer(token),
    json: bookingBody(vehicle, held, period, ['SNOW_CHAINS', 'EXTRA_DRIVER']),
  })
  booking = (await response.json()).data
})
afterAll(() => server?.close())

async function receiptUrl(language: 'it' | 'en', id = booking.booking_id) {
  const response = await server.api(`/api/v1/bookings/${id}/receipt?language=${language}`, {
    headers: bearer(token),
  })
  return { response, body: await response.json() }
}

describe('GET /bookings/{id}/receipt', () => {
  it('answers a signed, expiring URL to a real PDF with the right total (en)', async () => {
    const { response, body } = await receiptUrl('en')
    expect(response.status).toBe(200)
    expect(body.data.receipt_url).toMatch(/\/receipts\/.+\.pdf\?language=en&expires=\d+&signature=/)
    const pdf = await fetch(body.data.receipt_url)
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    const text = await pdfText(await pdf.arrayBuffer())
    const total = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(
      booking.total_price,
    )
    expect(text).toContain(booking.appointment_id)
    expect(text.replace(/\s+/g, ' ')).toContain(`Total including VAT ${total}`)
    expect(text).toContain('Pickup: 26/03/2027 10:00')
    expect(text).toContain('Return: 29/03/2027 10:00')
    expect(text).toContain('VAT 22%')
    expect(text).toContain('Deposit (30%)')
    expect(text).toContain('50% refund')
  })

  it('speaks Italian', async () => {
    const { body } = await receiptUrl('it')
    const text = (await pdfText(await (await fetch(body.data.receipt_url)).arrayBuffer())).replace(
      /\s+/g,
      ' ',
    )
    expect(text).toContain('RICEVUTA DI PRENOTAZIONE')
    expect(text).toContain('Ritiro: 26/03/2027 10:00')
    expect(text).toContain('Riconsegna: 29/03/2027 10:00')
    expect(text).toContain('IVA 22%')
    expect(text).toContain('rimborso del 50%')
  })

  it('sets the rate, each option and the total out in a table, money written as each language writes it', async () => {
    const rate = vehicle.pricing.rental_rates[0]
    if (!rate) throw new Error('no rate')
    const figures = {
      en: (n: number) => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(n),
      // Italian groups thousands with a dot and puts the euro sign after: 1.088,00 €.
      it: (n: number) =>
        `${new Intl.NumberFormat('it-IT', { minimumFractionDigits: 2, useGrouping: 'always' }).format(n)} €`,
    }
    expect(figures.it(1088)).toBe('1.088,00 €')
    expect(figures.en(1088)).toBe('€1,088.00')
    const rows = {
      en: {
        head: 'Description Qty Unit price Amount',
        rate: 'Rental rate - 24 hours',
        chains: 'Snow chains - one-off 1 €35.00 €35.00',
        driver: 'Extra driver - per day 3 €15.00 €45.00',
        total: 'Total including VAT',
        vehicle: 'VEHICLE Range Rover Sport',
      },
      it: {
        head: 'Descrizione Quantità Prezzo unitario Importo',
        rate: 'Tariffa di noleggio - 24 ore',
        chains: 'Catene da neve - una tantum 1 35,00 € 35,00 €',
        driver: 'Guidatore aggiuntivo - al giorno 3 15,00 € 45,00 €',
        total: 'Totale IVA inclusa',
        vehicle: 'VEICOLO Range Rover Sport',
      },
    }
    for (const language of ['en', 'it'] as const) {
      const { body } = await receiptUrl(language)
      const text = (await pdfText(await (await fetch(body.data.receipt_url)).arrayBuffer())).replace(
        /\s+/g,
        ' ',
      )
      const row = rows[language]
      const money = figures[language]
      expect(text).toContain(row.head)
      expect(text).toContain(
        `${row.rate} ${rate.quantity} ${money(rate.price_including_tax)} ${money(rate.price_including_tax * rate.quantity)}`,
      )
      expect(text).toContain(row.chains)
      expect(text).toContain(row.driver)
      expect(text).toContain(`${row.total} ${money(booking.total_price)}`)
      expect(booking.total_price).toBeGreaterThanOrEqual(1000)
      // The booking's number, the vehicle and its dealer.
      expect(text).toContain(booking.appointment_id)
      expect(text).toContain(row.vehicle)
      expect(text).toContain(vehicle.dealer.name)
    }
  })

  it('refuses a tampered or expired link, and other people’s bookings', async () => {
    const { body } = await receiptUrl('en')
    const url = new URL(body.data.receipt_url)
    url.searchParams.set('language', 'it')
    expect((await fetch(url)).status).toBe(403)
    const other = await registerUser(server)
    const foreign = await server.api(`/api/v1/bookings/${booking.booking_id}/receipt`, {
      headers: bearer(other.token),
    })
    expect(foreign.status).toBe(404)
    clock.advance(16 * 60_000)
    expect((await fetch(body.data.receipt_url)).status).toBe(403)
  })
})
