import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { VehiclePageSearchQuerySchema } from '../contract/vehicles'
import { toVehicleSearchQuery } from './vehicles'

describe('toVehicleSearchQuery', () => {
  it('turns the Rome wall-clock dates and times into ISO UTC (winter +1, summer +2)', () => {
    const query = toVehicleSearchQuery({
      family: 'defender',
      model: 'defender-110',
      lat: 45.4642,
      lng: 9.19,
      cap: '20121',
      dateFrom: '02/03/2027',
      timeFrom: '09:00',
      dateTo: '02/04/2027',
      timeTo: '10:30',
      language: 'it',
    })
    expect(query).toEqual({
      language: 'it',
      family_code: 'defender',
      model_code: 'defender-110',
      location_zip_code: '20121',
      latitude: 45.4642,
      longitude: 9.19,
      booking_start: '2027-03-02T08:00:00.000Z',
      booking_end: '2027-04-02T08:30:00.000Z',
    })
  })

  it('uses the SPEC §3 default times 00:00 and 23:59 and drops empty values', () => {
    const query = toVehicleSearchQuery({ model: '', cap: '', dateFrom: '02/03/2027', dateTo: '03/03/2027' })
    expect(query).toEqual({
      booking_start: '2027-03-01T23:00:00.000Z',
      booking_end: '2027-03-03T22:59:00.000Z',
    })
  })

  it('drops a date that is no real date and rounds a point to what the API accepts', () => {
    const query = toVehicleSearchQuery({ dateFrom: '31/02/2027', lat: 45.12345678901234, lng: 9.1 })
    expect(query).toEqual({ latitude: 45.123457, longitude: 9.1 })
    const wire = Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]))
    expect(v.is(VehiclePageSearchQuerySchema, wire)).toBe(true)
  })
})
