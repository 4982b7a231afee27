import { type BodyStyle, COLORS, MODEL_SPECS } from './models.data'

/** Side-view proportions per body style; one template draws every model and colour. */
const BODIES: Record<
  BodyStyle,
  { length: number; roof: number; sill: number; nose: number; tail: number; cabin: [number, number] }
> = {
  suv: { length: 560, roof: 92, sill: 170, nose: 70, tail: 30, cabin: [150, 470] },
  'compact-suv': { length: 520, roof: 105, sill: 170, nose: 85, tail: 45, cabin: [160, 430] },
  'short-suv': { length: 470, roof: 92, sill: 170, nose: 60, tail: 25, cabin: [150, 390] },
  saloon: { length: 560, roof: 115, sill: 165, nose: 110, tail: 80, cabin: [200, 430] },
  sports: { length: 520, roof: 128, sill: 165, nose: 150, tail: 70, cabin: [230, 390] },
}

function shade(hex: string, amount: number) {
  const n = Number.parseInt(hex.slice(1), 16)
  const channel = (shift: number) => Math.max(0, Math.min(255, ((n >> shift) & 255) + amount))
  return `rgb(${channel(16)}, ${channel(8)}, ${channel(0)})`
}

/** Our own illustration of a model in a colour (DESIGN §7: no third-party photos). */
export function vehicleSvg(modelCode: string, colorSlug: string): string | undefined {
  const spec = MODEL_SPECS.find((m) => m.code === modelCode)
  const color = COLORS.find((c) => c.slug === colorSlug)
  if (!spec || !color) return undefined
  const b = BODIES[spec.body]
  const x0 = (640 - b.length) / 2
  const x1 = x0 + b.length
  const [c0, c1] = [x0 + b.cabin[0], x0 + b.cabin[1]]
  const belt = b.roof + 48
  const body = `M${x0} ${b.sill} L${x0} ${belt + 10} Q${x0 + 8} ${belt} ${x0 + b.nose} ${belt} L${c0} ${belt} L${c0 + 30} ${b.roof} L${c1 - 10} ${b.roof} L${c1 + 25} ${belt} L${x1 - b.tail} ${belt} Q${x1} ${belt + 4} ${x1} ${belt + 20} L${x1} ${b.sill} Z`
  const wheel = (cx: number) =>
    `<circle cx="${cx}" cy="${b.sill}" r="34" fill="#1b1c1e"/><circle cx="${cx}" cy="${b.sill}" r="18" fill="#9ea2a6"/>`
  const label = `${spec.code} ${color.name}`
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 240" role="img" aria-label="${label}">
<title>${label}</title>
<ellipse cx="320" cy="${b.sill + 34}" rx="${b.length / 2 + 20}" ry="8" fill="#000" opacity="0.12"/>
<path d="${body}" fill="${color.hex}" stroke="${shade(color.hex, -40)}" stroke-width="3"/>
<path d="M${c0 + 10} ${belt - 4} L${c0 + 36} ${b.roof + 8} L${c1 - 14} ${b.roof + 8} L${c1 + 10} ${belt - 4} Z" fill="#2b3440" opacity="0.85"/>
<line x1="${(c0 + c1) / 2 + 10}" y1="${b.roof + 8}" x2="${(c0 + c1) / 2 + 10}" y2="${belt - 4}" stroke="${color.hex}" stroke-width="6"/>
<line x1="${x0 + 10}" y1="${belt + 30}" x2="${x1 - 10}" y2="${belt + 30}" stroke="${shade(color.hex, 30)}" stroke-width="2"/>
${wheel(x0 + b.nose + 20)}${wheel(x1 - b.tail - 50)}
</svg>`
}
