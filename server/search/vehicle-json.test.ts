import { describe, expect, it } from 'vitest'
import { buildDealers, buildVehicles, random } from '../catalogue/generate'
import { SERVICES } from '../catalogue/models.data'
import type { VehicleRow } from '../catalogue/vehicle-store'
import { VEHICLE_MODELS } from '../db/vehicle-models.seed'
import { type Hit, VehicleCards } from './vehicle-json'
import { toVehicleResult } from './vehicle-view'

const services = {
  it: SERVICES.map((s) => ({ code: s.code, name: s.it, price_cents: s.cents, per_day: s.perDay })),
  en: SERVICES.map((s) => ({ code: s.code, name: s.en, price_cents: s.cents, per_day: s.perDay })),
}

/** Generated vehicles as the index gives them, with texts that need escaping on a few. */
function rows(count: number): VehicleRow[] {
  const dealers = buildDealers(40)
  const next = random(5)
  return buildVehicles(count, dealers).map((v, i) => {
    const d = dealers.find((dealer) => dealer.id === v.dealerId) as (typeof dealers)[number]
    const m = VEHICLE_MODELS.find((model) => model.code === v.modelCode) as (typeof VEHICLE_MODELS)[number]
    const odd = i % 7 === 0
    return {
      license_plate: v.licensePlate,
      model_code: v.modelCode,
      family_code: m.family,
      model_description: odd ? `New ${m.it} "quoted" \\ ${'\u2028'}` : m.it,
      trim_name: v.trimName,
      engine: v.engine,
      fuel_type: v.fuelType,
      doors: v.doors,
      gear_type: v.gearType,
      gear_description: v.gearDescription,
      color: odd ? 'Grigio “Eiger” 🚗' : v.color,
      color_slug: v.colorSlug,
      color_internal: v.colorInternal,
      daily_rate_cents: v.dailyRateCents + (odd ? 1 : 0),
      km_included_per_day: v.kmIncludedPerDay,
      dealer_id: d.id,
      dealer_name: odd ? 'Concessionaria "L’Aquila"\ttab' : d.name,
      dealer_city: d.city,
      dealer_address: d.address,
      dealer_postal_code: d.postalCode,
      dealer_telephone: d.telephone,
      dealer_latitude: d.latitude,
      dealer_longitude: d.longitude,
      distance_km:
        i % 5 === 0 ? null : i % 3 === 0 ? Math.floor(next() * 900) : Math.round(next() * 9000) / 10,
    }
  })
}

/** A row as the index holds it: its model's name the same in both languages, its distance beside it. */
function hitOf(row: VehicleRow): Hit {
  const { model_description, distance_km, ...vehicle } = row
  return {
    vehicle: { ...vehicle, description: { it: model_description, en: model_description } },
    distance: distance_km,
  }
}

describe('vehicle cards written as bytes', () => {
  it('are byte for byte JSON.stringify of the card, in both languages, for every duration', () => {
    const cards = new VehicleCards(services)
    const all = rows(300)
    const next = random(9)
    for (let run = 0; run < 2_000; run++) {
      const row = all[Math.floor(next() * all.length)] as VehicleRow
      const language = next() < 0.5 ? 'it' : 'en'
      const start = new Date(Date.UTC(2027, 0, 4, 8) + Math.floor(next() * 400) * 3_600_000)
      const duration = 1 + Math.floor(next() * 30)
      const period = { start, end: new Date(start.getTime() + duration * 86_400_000), duration }
      const expected = JSON.stringify(toVehicleResult(row, services[language], period, language))
      expect(cards.card(hitOf(row), period, language).toString('utf8')).toBe(expected)
    }
  })

  it('stay byte for byte when their kept texts pass the limit and start again', () => {
    const cards = new VehicleCards(services)
    // A rate of its own per vehicle: 800 × 30 pricing texts, more than the 20,000 kept.
    const all = rows(800).map((row, i) => ({ ...row, daily_rate_cents: 20_000 + i }))
    const start = new Date(Date.UTC(2027, 0, 4, 8))
    let checked = 0
    for (let duration = 1; duration <= 30; duration++) {
      const period = { start, end: new Date(start.getTime() + duration * 86_400_000), duration }
      all.forEach((row, i) => {
        const card = cards.card(hitOf(row), period, 'en')
        if ((i + duration) % 89 !== 0) return
        expect(card.toString('utf8')).toBe(JSON.stringify(toVehicleResult(row, services.en, period, 'en')))
        checked++
      })
    }
    expect(checked).toBeGreaterThan(200)
  })

  it('make the envelope of a page and of a whole list as JSON.stringify does', () => {
    const cards = new VehicleCards(services)
    const list = rows(13)
    const start = new Date('2027-03-27T09:00:00Z')
    const period = { start, end: new Date('2027-03-29T09:05:00Z'), duration: 3 }
    const data = list.map((row) => toVehicleResult(row, services.it, period, 'it'))
    const meta = { total: 120, page: 2, page_size: 13, sort: 'nearby' }
    expect(cards.envelope(list.map(hitOf), period, 'it', meta).toString('utf8')).toBe(
      JSON.stringify({ success: true, message: 'OK', data, meta }),
    )
    expect(cards.envelope(list.map(hitOf), period, 'it').toString('utf8')).toBe(
      JSON.stringify({ success: true, message: 'OK', data }),
    )
    expect(cards.envelope([], period, 'en', meta).toString('utf8')).toBe(
      JSON.stringify({ success: true, message: 'OK', data: [], meta }),
    )
  })
})
