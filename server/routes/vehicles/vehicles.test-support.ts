import type { TestServer } from '../../../tests/api/harness'
import { rome, type Vehicle } from '../bookings/test-helpers'

export const MILANO = { latitude: '45.4642', longitude: '9.19' }
export const period = {
  booking_start: rome('2027-03-02', '09:00'),
  booking_end: rome('2027-03-05', '10:00'),
}

export type Page = {
  success: boolean
  message: string
  data: Vehicle[]
  meta: { total: number; page: number; page_size: number; sort: string }
}
export type Dealer = {
  dealer_id: string
  name: string
  city: string
  address: string
  postal_code: string
  telephone: string
  lat: number
  lng: number
  distance_km: number | null
  free_vehicles: number
}

export const plates = (cars: Vehicle[]) => cars.map((car) => car.license_plate)
export const sum = (list: Dealer[]) => list.reduce((total, dealer) => total + dealer.free_vehicles, 0)

/** The search calls of a file's server, which its `beforeAll` starts after these are made. */
export function vehicleQueries(server: () => TestServer) {
  async function get<T>(path: string, query: Record<string, string>) {
    const response = await server().api(`/api/v1${path}?${new URLSearchParams(query)}`)
    return { response, body: (await response.json()) as T }
  }
  const page = (query: Record<string, string>, path = '/vehicles') => get<Page>(path, query)
  const dealers = (query: Record<string, string>) =>
    get<{ success: boolean; data: Dealer[] }>('/vehicles/dealers', query)

  /** Every page of a paged search, one after the other. */
  async function allPages(query: Record<string, string>, pageSize: number) {
    const cars: Vehicle[] = []
    for (let n = 1; ; n++) {
      const { body } = await page({ ...query, page: String(n), page_size: String(pageSize) })
      cars.push(...body.data)
      if (n * pageSize >= body.meta.total) return { cars, total: body.meta.total }
    }
  }

  return { get, page, dealers, allPages }
}
