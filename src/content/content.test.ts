import { describe, expect, it } from 'vitest'
import { DRAWING_COOKIE } from '../contract/drawing-hints'
import { TRACKING_COOKIE, TRACKING_SESSION_DAYS } from '../contract/tracking'
import { type StorageKey, storageSchemas } from '../storage/storage'
import type { Block, FaqGroup, LegalDocument } from './content.types'
import { cookiesEn } from './cookies.en'
import { cookiesIt } from './cookies.it'
import { faqsEn } from './faqs.en'
import { faqsIt } from './faqs.it'
import { privacyEn } from './privacy.en'
import { privacyIt } from './privacy.it'
import { termsEn } from './terms.en'
import { termsIt } from './terms.it'

/** Every string of a value, depth first. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(strings)
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings)
  return []
}

const allText = (value: unknown) => strings(value).join('\n')

/** The structure of a block without its words: kind, list length, table shape. */
function shape(block: Block) {
  switch (block.kind) {
    case 'p':
      return 'p'
    case 'list':
      return `list:${block.items.length}`
    case 'table':
      return `table:${block.head.length}x${block.rows.length}:${block.rows.map((row) => row.length).join(',')}`
  }
}

function skeleton(doc: LegalDocument) {
  return {
    intro: doc.intro.map(shape),
    articles: doc.articles.map((article) => ({
      id: article.id,
      number: article.number,
      blocks: article.blocks.map(shape),
    })),
  }
}

function tables(doc: LegalDocument) {
  return doc.articles.flatMap((article) =>
    article.blocks.flatMap((block) => (block.kind === 'table' ? [{ id: article.id, ...block }] : [])),
  )
}

function tableOf(doc: LegalDocument, articleId: string) {
  const table = tables(doc).find((t) => t.id === articleId)
  if (!table) throw new Error(`no table in article ${articleId}`)
  return table
}

/** SPEC §9 security deposit by model, in euro; the damage excess equals it, theft and fire double it. */
const DEPOSIT_BY_MODEL: Record<string, number> = {
  'Jaguar XE': 2500,
  'Jaguar XF': 2500,
  'Jaguar E-PACE': 2500,
  'Discovery Sport': 2500,
  'Range Rover Evoque': 2500,
  'Jaguar F-PACE': 3500,
  'Range Rover Velar': 3500,
  Discovery: 4000,
  'Defender 90': 4000,
  'Defender 110': 4000,
  'Jaguar F-TYPE': 4500,
  'Jaguar I-PACE': 4500,
  'Defender 130': 4500,
  'Range Rover Sport': 5000,
  'Range Rover': 7500,
}

const group = (n: number, sep: string) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, sep)
const euroIt = (n: number) => `${group(n, '.')} €`
const euroEn = (n: number) => `€${group(n, ',')}`

const docs = { termsIt, termsEn, cookiesIt, cookiesEn, privacyIt, privacyEn }

describe('legal documents', () => {
  it.each(Object.entries(docs))('%s is dated 2026-11-01 and has no empty or marked-up strings', (_, doc) => {
    expect(doc.updated).toBe('2026-11-01')
    expect(doc.title.trim()).not.toBe('')
    expect(doc.intro.length).toBeGreaterThan(0)
    for (const article of doc.articles) expect(article.blocks.length).toBeGreaterThan(0)
    for (const text of strings(doc)) {
      expect(text.trim(), JSON.stringify(text)).not.toBe('')
      expect(text).toBe(text.trim())
      expect(text).not.toMatch(/<\/?[a-z][^>]*>|\*\*|\]\(|^#+ /i)
    }
    const ids = doc.articles.map((a) => a.id)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('terms: both languages share the same articles, blocks and table shapes', () => {
    expect(skeleton(termsEn)).toEqual(skeleton(termsIt))
  })

  it('cookies: both languages share the same sections, blocks and table shapes', () => {
    expect(skeleton(cookiesEn)).toEqual(skeleton(cookiesIt))
  })

  it('privacy: both languages share the same articles, blocks and table shapes', () => {
    expect(skeleton(privacyEn)).toEqual(skeleton(privacyIt))
  })

  it('terms are numbered 1 to at least 19, in order, with the closing articles 17 to 19', () => {
    const numbers = termsIt.articles.map((a) => a.number)
    expect(numbers.length).toBeGreaterThanOrEqual(19)
    expect(numbers).toEqual(numbers.map((_, i) => i + 1))
    expect(termsIt.articles.slice(16, 19).map((a) => a.id)).toEqual(['law', 'language', 'forum'])
  })

  it('tables have a header cell for every column and no empty cell, in both languages', () => {
    for (const doc of Object.values(docs)) {
      for (const table of tables(doc)) {
        expect(table.caption).not.toBe('')
        for (const row of table.rows) expect(row).toHaveLength(table.head.length)
      }
    }
  })
})

describe('terms figures (SPEC §9)', () => {
  it.each([
    ['it', termsIt, euroIt],
    ['en', termsEn, euroEn],
  ] as const)('%s security deposit table lists every model with its SPEC amount', (_, doc, euro) => {
    const table = tableOf(doc, 'security-deposit')
    expect(Object.fromEntries(table.rows.map(([model, amount]) => [model, amount]))).toEqual(
      Object.fromEntries(Object.entries(DEPOSIT_BY_MODEL).map(([model, n]) => [model, euro(n)])),
    )
  })

  it.each([
    ['it', termsIt, euroIt],
    ['en', termsEn, euroEn],
  ] as const)('%s excess table: RCA 500 for all, damage = deposit band, theft and fire twice it', (_, doc, euro) => {
    const table = tableOf(doc, 'insurance-excess')
    expect(table.rows.map(([model]) => model)).toEqual(Object.keys(DEPOSIT_BY_MODEL))
    for (const [model, rca, damage, theft] of table.rows) {
      const band = DEPOSIT_BY_MODEL[model ?? ''] ?? Number.NaN
      expect([rca, damage, theft]).toEqual([euro(500), euro(band), euro(band * 2)])
    }
    expect(allText(table)).toContain(euro(2500))
    expect(allText(table)).toContain(euro(15_000))
  })

  const common = [
    '30%',
    '50%',
    '22%',
    '80%',
    '100%',
    '250 km',
    'kWh',
    'Via Vittor Pisani 16, 20124 Milano (MI)',
  ]

  it.each([
    ...common,
    '48 ore',
    '7 giorni',
    '1 e 30 giorni',
    '30 giorni',
    '12 mesi',
    '5 giorni',
    '25 anni',
    '36 mesi',
    '24 ore',
    '1 ora',
    'dal lunedì al sabato dalle 09:00 alle 18:00',
    '7.500 €',
    '500 €',
    '50 €',
    '150 €',
    '40 €',
    '1 €',
    'legge italiana',
    'prevale il testo italiano',
    'Foro di Milano',
    'Codice del Consumo',
  ])('Italian terms mention %s', (figure) => {
    expect(allText(termsIt)).toContain(figure)
  })

  it.each([
    ...common,
    '48 hours',
    '7 days',
    '1 to 30 days',
    '30 days',
    '12 months',
    '5 days',
    '25 years',
    '36 months',
    '24 hours',
    '1 hour',
    'Monday to Saturday from 9:00 to 18:00',
    '€7,500',
    '€500',
    '€50',
    '€150',
    '€40',
    '€1 ',
    'Italian law',
    'the Italian text prevails',
    'Court of Milan',
    'Consumer Code',
  ])('English terms mention %s', (figure) => {
    expect(allText(termsEn)).toContain(figure)
  })

  it('amounts follow each locale: 2.500 € in Italian, €2,500 in English; energy in kWh, never kW', () => {
    for (const text of strings([termsIt, cookiesIt, privacyIt, faqsIt]))
      expect(text).not.toMatch(/€ ?\d|\d,\d{3}\b|\bkW\b/)
    for (const text of strings([termsEn, cookiesEn, privacyEn, faqsEn]))
      expect(text).not.toMatch(/\d ?€|\d\.\d{3}\b|\bkW\b/)
  })
})

describe('cookie notice', () => {
  it.each([
    ['it', cookiesIt, '364 giorni', `${TRACKING_SESSION_DAYS} giorni`],
    ['en', cookiesEn, '364 days', `${TRACKING_SESSION_DAYS} days`],
  ] as const)('%s states the consent (364 days) and tracking (30 days) durations', (_, doc, consent, tracking) => {
    const table = tableOf(doc, 'list')
    const byName = Object.fromEntries(table.rows.map((row) => [row[0], row]))
    expect(byName.altura_cookie_consent?.at(-1)).toBe(consent)
    expect(byName[TRACKING_COOKIE]?.at(-1)).toBe(tracking)
    expect(allText(doc)).toContain('Altura Rent S.r.l.')
    expect(allText(doc)).toContain('GDPR')
  })

  it.each([
    ['it', cookiesIt],
    ['en', cookiesEn],
  ] as const)('%s lists every local storage key the app uses', (_, doc) => {
    const names = tableOf(doc, 'list').rows.flatMap(([name]) => (name ?? '').split(', '))
    for (const key of Object.keys(storageSchemas) as StorageKey[]) expect(names).toContain(key)
    // And every cookie it writes.
    expect(names).toContain(DRAWING_COOKIE)
  })

  it('both languages name the same cookies and keys in the same order', () => {
    const names = (doc: LegalDocument) => tableOf(doc, 'list').rows.map(([name]) => name)
    expect(names(cookiesEn)).toEqual(names(cookiesIt))
  })
})

describe('privacy notice', () => {
  const both = [
    ['it', privacyIt],
    ['en', privacyEn],
  ] as const

  it('has the GDPR articles 13 and 14 sections, numbered 1 to 15 in order', () => {
    expect(privacyIt.articles.map((a) => a.id)).toEqual([
      'controller',
      'data',
      'purposes',
      'provision',
      'marketing',
      'measurement',
      'dealers',
      'recipients',
      'transfers',
      'retention',
      'security',
      'minors',
      'rights',
      'exercise',
      'updates',
    ])
    const numbers = privacyIt.articles.map((a) => a.number)
    expect(numbers).toEqual(numbers.map((_, i) => i + 1))
  })

  it.each(both)('%s names the controller as the terms and the cookie notice do, and the laws', (_, doc) => {
    const text = allText(doc)
    for (const fact of [
      'Altura Rent S.r.l.',
      'Via Vittor Pisani 16, 20124 Milano (MI)',
      '2016/679',
      'GDPR',
      '196',
      'Garante per la protezione dei dati personali',
      'www.garanteprivacy.it',
    ])
      expect(text).toContain(fact)
  })

  it.each([
    [
      'it',
      privacyIt,
      ['articoli da 15 a 22', 'art. 28', 'art. 77', 'Spazio economico europeo', 'prevale il testo italiano'],
    ],
    [
      'en',
      privacyEn,
      [
        'articles 15 to 22',
        'article 28',
        'article 77',
        'European Economic Area',
        'the Italian text prevails',
      ],
    ],
  ] as const)('%s states the rights, the dealers as processors, the complaint and no transfer outside the EEA', (_, doc, facts) => {
    const text = allText(doc)
    for (const fact of facts) expect(text).toContain(fact)
  })

  it.each([
    ['it', privacyIt, `${TRACKING_SESSION_DAYS} giorni`, '60 minuti', '15 minuti', '24 ore'],
    ['en', privacyEn, `${TRACKING_SESSION_DAYS} days`, '60 minutes', '15 minutes', '24 hours'],
  ] as const)('%s states the product’s own durations: measurement session, reset and receipt links, attempt counters', (_, doc, ...durations) => {
    const text = allText(doc)
    for (const duration of durations) expect(text).toContain(duration)
  })

  it.each(
    both,
  )('%s has a purposes table with a legal basis for every row, and a retention table', (_, doc) => {
    const purposes = tableOf(doc, 'purposes')
    expect(purposes.head).toHaveLength(3)
    for (const row of purposes.rows) expect(row[2]).toMatch(/6(, par\. 1, lett\. |\(1\)\()[abcf]/)
    expect(allText(purposes)).toMatch(/Consen[st]/)
    expect(tableOf(doc, 'retention').rows.length).toBeGreaterThanOrEqual(10)
  })

  it('names no outside service the product does not use', () => {
    for (const text of strings([privacyIt, privacyEn]))
      expect(text).not.toMatch(
        /google|facebook|meta\b|stripe|paypal|mailchimp|hotjar|jlr|land rover ltd|amazon|microsoft/i,
      )
  })
})

describe('FAQs', () => {
  const summary = (groups: FaqGroup[]) => groups.map((g) => `${g.id}:${g.faqsInfo.length}`)

  it('three groups before, during, after, with 4 to 6 questions each', () => {
    for (const groups of [faqsIt, faqsEn]) {
      expect(groups.map((g) => g.id)).toEqual(['before', 'during', 'after'])
      for (const g of groups) {
        expect(g.faqsInfo.length).toBeGreaterThanOrEqual(4)
        expect(g.faqsInfo.length).toBeLessThanOrEqual(6)
      }
    }
  })

  it('both languages have the same groups and question counts', () => {
    expect(summary(faqsEn)).toEqual(summary(faqsIt))
  })

  it('no empty or marked-up strings; questions end with a question mark', () => {
    for (const groups of [faqsIt, faqsEn]) {
      for (const text of strings(groups)) {
        expect(text.trim()).not.toBe('')
        expect(text).not.toMatch(/<\/?[a-z][^>]*>|\*\*|\]\(/i)
      }
      for (const g of groups) for (const faq of g.faqsInfo) expect(faq.question.endsWith('?')).toBe(true)
    }
  })

  it.each([
    [
      'it',
      faqsIt,
      ['48 ore', '1 a 30 giorni', '12 mesi', '09:00', '18:00', '7 giorni', '30%', '1 ora', '80%'],
    ],
    [
      'en',
      faqsEn,
      ['48 hours', '1 to 30 days', '12 months', '9:00', '18:00', '7 days', '30%', '1-hour', '80%'],
    ],
  ] as const)('%s answers carry the SPEC §9 FAQ statements', (_, groups, figures) => {
    const text = allText(groups)
    for (const figure of figures) expect(text).toContain(figure)
  })
})
