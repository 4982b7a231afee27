import { describe, expect, it } from 'vitest'
import { VEHICLE_MODELS } from '../db/vehicle-models.seed'
import { buildDealers, buildVehicles, plateOf, type SeedVehicle } from './generate'
import { MODEL_SPECS } from './models.data'
import { SEED_DEALERS, SEED_VEHICLES } from './seed-store'

/** Trims that name a performance version: they come only with a V8 petrol engine. */
const PERFORMANCE_TRIMS = ['SVR', 'V8', 'R 75']

/** Why a vehicle's trim, engine and fuel could not be bought together, or undefined when they could. */
function unrealistic(vehicle: SeedVehicle): string | undefined {
  const spec = MODEL_SPECS.find((m) => m.code === vehicle.modelCode)
  if (!spec) return 'unknown model'
  const engine = spec.engines.find((e) => vehicle.trimName.endsWith(` ${e.name}`))
  if (!engine) return `no engine of the model in "${vehicle.trimName}"`
  const trim = vehicle.trimName.slice(0, -engine.name.length - 1)
  if (!spec.trims.includes(trim)) return `no trim "${trim}" on ${spec.code}`
  if (engine.engine !== vehicle.engine || engine.fuelType !== vehicle.fuelType)
    return 'engine and fuel differ'
  const fuel = { D: 'Diesel', P: engine.name.includes('e PHEV') ? 'Ibrida' : 'Benzina', E: 'Elettrica' }
  if (fuel[engine.name[0] as 'D' | 'P' | 'E'] !== vehicle.fuelType)
    return `${engine.name} is not ${vehicle.fuelType}`
  if (PERFORMANCE_TRIMS.includes(trim) && !/ V8$/.test(engine.name)) return `${trim} without its V8`
  const performance = spec.trims.find((t) => PERFORMANCE_TRIMS.includes(t))
  if (performance && engine.name === spec.exclusive?.[performance] && trim !== performance)
    return `${engine.name} outside ${performance}`
  return undefined
}

describe('the seeded catalogue', () => {
  const dealers = buildDealers(SEED_DEALERS)
  const vehicles = buildVehicles(SEED_VEHICLES, dealers)

  it('has at least 40 dealers in distinct cities and 400 vehicles over every model', () => {
    expect(new Set(dealers.map((d) => d.city)).size).toBeGreaterThanOrEqual(40)
    expect(vehicles.length).toBeGreaterThanOrEqual(400)
    expect(new Set(vehicles.map((v) => v.modelCode))).toEqual(new Set(VEHICLE_MODELS.map((m) => m.code)))
    expect(MODEL_SPECS.map((m) => m.code).sort()).toEqual(VEHICLE_MODELS.map((m) => m.code).sort())
  })

  it('uses unique Italian plates and every engine kind, electric and hybrid included', () => {
    const plates = vehicles.map((v) => v.licensePlate)
    expect(new Set(plates).size).toBe(plates.length)
    for (const plate of plates) expect(plate).toMatch(/^[A-HJ-NPR-TV-Z]{2}\d{3}[A-HJ-NPR-TV-Z]{2}$/)
    expect(new Set(vehicles.map((v) => v.fuelType))).toEqual(
      new Set(['Diesel', 'Benzina', 'Ibrida', 'Elettrica']),
    )
    expect(plateOf(0)).toBe('FA000AA')
  })

  it('only pairs trims with the engines they come with', () => {
    const fPace = vehicles.find((v) => v.modelCode === 'jaguar-f-pace' && v.fuelType === 'Diesel')
    if (!fPace) throw new Error('no diesel F-PACE')
    expect(unrealistic({ ...fPace, trimName: 'SVR D300 MHEV' })).toBe('SVR without its V8')
    expect(unrealistic({ ...fPace, trimName: 'R-Dynamic SE P550 V8' })).toBe('engine and fuel differ')
    const v8 = { ...fPace, engine: 'Petrol', fuelType: 'Benzina' }
    expect(unrealistic({ ...v8, trimName: 'R-Dynamic SE P550 V8' })).toBe('P550 V8 outside SVR')
    expect(unrealistic({ ...v8, trimName: 'SVR P550 V8' })).toBeUndefined()
    expect(unrealistic({ ...fPace, trimName: 'R-Dynamic SE D300 MHEV' })).toBeUndefined()
    for (const vehicle of [...vehicles, ...buildVehicles(3_000, dealers, 11)])
      expect(unrealistic(vehicle), `${vehicle.modelCode} ${vehicle.trimName}`).toBeUndefined()
    const trims = new Set(vehicles.map((v) => `${v.modelCode} ${v.trimName}`))
    for (const performance of [
      'jaguar-f-pace SVR P550 V8',
      'defender-90 V8 P525 V8',
      'jaguar-f-type R 75 P575 V8',
    ])
      expect(trims).toContain(performance)
  })

  it('is the same on every machine', () => {
    expect(buildVehicles(30, dealers)).toEqual(vehicles.slice(0, 30))
  })
})
