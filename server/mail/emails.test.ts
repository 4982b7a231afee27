import { describe, expect, it } from 'vitest'
import { EMAIL_KINDS } from '../../src/contract/outbox'
import type { EmailData } from './email-data'
import { renderInWorker } from './email-pool'
import { formatMoney } from './format'
import { renderEmail } from './render'
import { sampleEmails } from './sample-emails'

/** Texts compared with the no-break spaces the formatter puts between a figure and its sign. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ')
const byKind = (emails: EmailData[], kind: EmailData['kind']) => {
  const found = emails.find((e) => e.kind === kind)
  if (!found) throw new Error(`no ${kind}`)
  return found
}

describe('money and dates for the language', () => {
  it('writes euros the Italian and the English way', () => {
    expect(plain(formatMoney(108_800, 'it'))).toBe('1.088,00 €')
    expect(formatMoney(108_800, 'en')).toBe('€1,088.00')
    expect(plain(formatMoney(4_800, 'it'))).toBe('48,00 €')
  })
})

describe('every email, in both languages', () => {
  for (const language of ['it', 'en'] as const) {
    it(`renders all ${EMAIL_KINDS.length} kinds in ${language}, with a subject, HTML and a text part`, async () => {
      const emails = sampleEmails(language, 'defender')
      expect(emails.map((e) => e.kind).sort()).toEqual([...EMAIL_KINDS].sort())
      for (const data of emails) {
        const email = await renderEmail(data)
        expect(email.kind).toBe(data.kind)
        expect(email.subject.length).toBeGreaterThan(5)
        expect(email.html).toContain(`lang="${language}"`)
        expect(email.html).toContain('data:image/svg+xml;base64,')
        expect(email.html).toContain('alt="Defender"')
        expect(email.text).toContain(language === 'it' ? 'Ciao Giulia,' : 'Hello Giulia,')
        expect(email.text).not.toMatch(/<[a-z]/i)
      }
    })
  }

  it('states the figures of a booking in the text part, formatted for the language, in Italian time', async () => {
    const it = await renderEmail(byKind(sampleEmails('it', 'defender'), 'booking_confirmed'))
    expect(plain(it.text)).toContain('Totale IVA inclusa: 1.088,00 €')
    expect(plain(it.text)).toContain('Noleggio, 4 giorni: 980,00 €')
    expect(it.text).toContain('Ritiro: sabato 6 marzo 2027, 10:00 (ora italiana)')
    expect(it.text).toContain('Riconsegna: martedì 9 marzo 2027, 18:30 (ora italiana)')
    expect(plain(it.text)).toContain('la cauzione di 4.000 € viene bloccata')
    expect(it.subject).toBe('Prenotazione confermata AR-7KQ2-M9XD')
    const en = await renderEmail(byKind(sampleEmails('en', 'jaguar'), 'booking_received'))
    expect(en.text).toContain('Total including VAT: €1,088.00')
    expect(en.text).toContain('Pick-up: Saturday, 6 March 2027, 10:00 (Italian time)')
    expect(en.text).toContain('My reservations: https://rent.example.com/jaguar/account/my-reservations')
    expect(en.html).toContain('alt="Jaguar"')
  })

  it("quotes the dealer's reason and links to the same search; says what a cancellation refunds", async () => {
    const declined = await renderEmail(byKind(sampleEmails('en', 'defender'), 'booking_declined'))
    expect(declined.text).toContain('"The vehicle is in for unscheduled maintenance')
    expect(declined.text).toMatch(
      /Search again: https:\/\/rent\.example\.com\/defender\/search\/choose-vehicle\?cap=20121/,
    )
    const expired = await renderEmail(byKind(sampleEmails('it', 'defender'), 'booking_expired'))
    expect(expired.text).toContain('Cerca di nuovo: https://rent.example.com/defender/search/choose-vehicle?')
    const cancelled = await renderEmail(byKind(sampleEmails('it', 'defender'), 'booking_cancelled'))
    // Nothing was paid for a pending booking: no refund figure, only the server's sentence.
    expect(cancelled.text).not.toContain('Rimborso')
    const paid = await renderEmail({
      ...byKind(sampleEmails('it', 'defender'), 'booking_cancelled'),
      refundCents: 45_450,
    } as EmailData)
    expect(plain(paid.text)).toContain('Rimborso: 454,50 €')
    expect(cancelled.text).toContain('Non era stato pagato nulla')
    const changed = await renderEmail(byKind(sampleEmails('en', 'defender'), 'password_changed'))
    expect(changed.text).toContain('If this was not you, reset your password now')
    expect(changed.text).toContain(
      'Reset your password: https://rent.example.com/defender/autentication/forgot',
    )
    expect(changed.text).toContain('Saturday, 20 February 2027, 17:45 (Italian time)')
  })

  it("says the dealer's common reason in the customer's language, and only a reason other than 'other'", async () => {
    const it = await renderEmail(byKind(sampleEmails('it', 'defender'), 'booking_declined'))
    expect(it.text).toContain(
      'Il motivo indicato dalla concessionaria: il veicolo è in manutenzione in quelle date.',
    )
    const other = await renderEmail({
      ...byKind(sampleEmails('en', 'defender'), 'booking_declined'),
      reasonCode: 'other',
    } as EmailData)
    expect(other.text).not.toContain('The reason the dealer gave')
    expect(other.text).toContain("The dealer's message:")
  })

  it('gives a staff member the new request, its options, total and deadline, and their own two links', async () => {
    const en = await renderEmail(byKind(sampleEmails('en', 'defender'), 'dealer_new_request'))
    expect(en.subject).toBe('New booking request AR-7KQ2-M9XD: Defender 110')
    expect(en.text).toContain('Vehicle: Defender 110 (GK123LM)')
    expect(plain(en.text)).toContain('Child seat: €48.00')
    expect(en.text).toContain('Total including VAT: €1,088.00')
    expect(en.text).toContain('Answer by: Thursday, 4 March 2027, 10:30 (Italian time)')
    expect(en.text).toMatch(
      /Accept the request: https:\/\/rent\.example\.com\/dealer\/answer\/accept\?booking=/,
    )
    expect(en.text).toMatch(
      /Decline the request: https:\/\/rent\.example\.com\/dealer\/answer\/decline\?booking=/,
    )
    const it = await renderEmail(byKind(sampleEmails('it', 'defender'), 'dealer_new_request'))
    expect(it.subject).toBe('Nuova richiesta di prenotazione AR-7KQ2-M9XD: Defender 110')
    expect(it.text).toContain('Accetta la richiesta: https://rent.example.com/dealer/answer/accept?')
  })

  it("escapes the customer's own text in the HTML, and keeps it as typed in the text part", async () => {
    const name = '<script>alert("x")</script> & Co'
    for (const data of sampleEmails('en', 'discovery', name)) {
      const reason = data.kind === 'booking_declined' ? { reason: '<img src=x onerror=alert(1)> & <b>' } : {}
      const email = await renderEmail({ ...data, ...reason } as EmailData)
      expect(email.html).not.toContain('<script>')
      expect(email.html).not.toContain('<img src=x')
      expect(email.html).toContain('&lt;script&gt;')
      expect(email.html).not.toMatch(/& Co/)
      expect(email.html).toMatch(/&amp; Co/)
      expect(email.text).toContain(`Hello ${name},`)
      if (data.kind === 'booking_declined')
        expect(email.html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &lt;b&gt;')
    }
  })

  it('renders off the calling thread, in the email worker, to the same result', async () => {
    const data = byKind(sampleEmails('it', 'jaguar'), 'welcome')
    const [there, here] = await Promise.all([renderInWorker(data), renderEmail(data)])
    expect(there).toEqual(here)
  })
})
