/**
 * Great-circle kilometres to 0.1 km, computed exactly as the search SQL did (`DISTANCE_KM` in
 * vehicle-store.ts), so results and their order do not change with where the distance is worked out:
 *   round((6371 * 2 * asin(sqrt(sin(rad(dlat) / 2)^2 + cos(rad(lat1)) cos(rad(lat2)) sin(rad(dlng) / 2)^2)))::numeric, 1)
 * PostgreSQL turns a float8 into numeric through its 15 significant digits, then rounds half away
 * from zero on the next digit; `roundTenthLikeNumeric` does the same on the decimal text.
 */
const RADIANS_PER_DEGREE = Math.PI / 180

export function greatCircleKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const a = Math.sin(((lat2 - lat1) * RADIANS_PER_DEGREE) / 2)
  const b = Math.sin(((lng2 - lng1) * RADIANS_PER_DEGREE) / 2)
  const h = a * a + Math.cos(lat1 * RADIANS_PER_DEGREE) * Math.cos(lat2 * RADIANS_PER_DEGREE) * (b * b)
  return 12742 * Math.asin(Math.sqrt(h))
}

/** `round(x::numeric, 1)::float8` for x >= 0. */
export function roundTenthLikeNumeric(x: number): number {
  const text = x.toPrecision(15)
  // Exponent form only for values under 1e-6 here (a distance never reaches 1e15 km): 0.0.
  if (text.includes('e')) return 0
  const [whole = '0', fraction = ''] = text.split('.')
  const tenths = Number(whole) * 10 + Number(fraction[0] ?? '0') + ((fraction[1] ?? '0') >= '5' ? 1 : 0)
  return tenths / 10
}

export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  return roundTenthLikeNumeric(greatCircleKm(lat1, lng1, lat2, lng2))
}
