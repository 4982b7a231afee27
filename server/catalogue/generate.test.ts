import { describe, expect, it } from 'vitest'
import { VEHICLE_MODELS } from '../db/vehicle-models.seed'
import { buildDealers, buildVehicles, plateOf } from './generate'
import { MODEL_SPECS } from './models.data'
import { SEED_DEALERS, SEED_VEHICLES } from './seed-catalogue'

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

  it('is the same on every machine', () => {
    expect(buildVehicles(30, dealers)).toEqual(vehicles.slice(0, 30))
  })
})
