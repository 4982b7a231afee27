import type { Pt } from './vehicle-art-drawing'

/** SVG path data for the drawings; coordinates are rounded to hundredths to keep the paths short. */

export const M = (n: number) => Math.round(n * 100) / 100

type Xy = [number, number]

/**
 * A closed shape through points, each corner rounded by its radius (in pixels); `open` leaves the first
 * and last points sharp and the shape unclosed, for a caller to finish.
 */
export function rounded(points: [number, number, number][], open = false): string {
  const n = points.length
  const parts: string[] = []
  for (let i = 0; i < n; i++) {
    const [x, y, r] = points[i] as [number, number, number]
    if (open && (i === 0 || i === n - 1)) {
      parts.push(`${i === 0 ? 'M' : 'L'}${M(x)} ${M(y)}`)
      continue
    }
    const [px, py] = points[(i + n - 1) % n] as [number, number, number]
    const [nx, ny] = points[(i + 1) % n] as [number, number, number]
    const toPrev = Math.hypot(px - x, py - y)
    const toNext = Math.hypot(nx - x, ny - y)
    const cut = Math.min(r, toPrev / 2, toNext / 2)
    const a: Xy = [x + ((px - x) / toPrev) * cut, y + ((py - y) / toPrev) * cut]
    const b: Xy = [x + ((nx - x) / toNext) * cut, y + ((ny - y) / toNext) * cut]
    parts.push(`${i === 0 ? 'M' : 'L'}${M(a[0])} ${M(a[1])}Q${M(x)} ${M(y)} ${M(b[0])} ${M(b[1])}`)
  }
  return open ? parts.join('') : `${parts.join('')}Z`
}

export function circle(cx: number, cy: number, r: number): string {
  return `M${M(cx - r)} ${M(cy)}A${M(r)} ${M(r)} 0 1 0 ${M(cx + r)} ${M(cy)}A${M(r)} ${M(r)} 0 1 0 ${M(cx - r)} ${M(cy)}Z`
}

/** A ring between two radii (even-odd fill not needed: the inner circle runs the other way). */
export function ring(cx: number, cy: number, outer: number, inner: number): string {
  return `${circle(cx, cy, outer)}M${M(cx - inner)} ${M(cy)}A${M(inner)} ${M(inner)} 0 1 1 ${M(cx + inner)} ${M(cy)}A${M(inner)} ${M(inner)} 0 1 1 ${M(cx - inner)} ${M(cy)}Z`
}

/** A sector of a ring between angles (radians), for the openings between a wheel's spokes. */
export function sector(cx: number, cy: number, r0: number, r1: number, a0: number, a1: number): string {
  const p = (r: number, a: number) => `${M(cx + r * Math.cos(a))} ${M(cy + r * Math.sin(a))}`
  return `M${p(r0, a0)}L${p(r1, a0)}A${M(r1)} ${M(r1)} 0 0 1 ${p(r1, a1)}L${p(r0, a1)}A${M(r0)} ${M(r0)} 0 0 0 ${p(r0, a0)}Z`
}

/** Where a height crosses the body's outline: its frontmost and rearmost x. */
export function widthAt(body: Pt[], y: number): [number, number] {
  const xs: number[] = []
  body.forEach((p, i) => {
    const q = body[(i + 1) % body.length] as Pt
    if ((p[1] - y) * (q[1] - y) <= 0 && p[1] !== q[1])
      xs.push(p[0] + ((q[0] - p[0]) * (y - p[1])) / (q[1] - p[1]))
  })
  return xs.length ? [Math.min(...xs), Math.max(...xs)] : [0, Number.POSITIVE_INFINITY]
}
