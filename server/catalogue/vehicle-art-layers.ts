import { lightness, mix } from './vehicle-art-colour'
import { type Layer, type ModelDrawing, PICTURE, type Pt, SCALE } from './vehicle-art-drawing'
import { circle, M, ring, rounded, sector, widthAt } from './vehicle-art-geometry'

/** The layers of a model in a colour, back to front, in the 640 × 280 picture. */
export function vehicleLayers(drawing: ModelDrawing, paint: string): Layer[] {
  const x0 = (PICTURE.width - drawing.length * SCALE) / 2
  const X = (x: number) => x0 + x * SCALE
  const Y = (y: number) => PICTURE.ground - y * SCALE
  const px = (points: Pt[]) =>
    points.map(([x, y, r = 0]) => [X(x), Y(y), r * SCALE] as [number, number, number])
  const dark = lightness(paint) < 0.3
  const edge = dark ? mix(paint, 0.32) : mix(paint, -0.38)
  const layers: Layer[] = []
  const tyreR = drawing.tyre * SCALE
  const wheelY = PICTURE.ground - tyreR
  const [wf, wr] = drawing.wheels.map(X) as [number, number]

  // The shadow on the ground.
  const span = drawing.length * SCALE
  layers.push({
    d: `M${M(x0 - 10)} ${PICTURE.ground}a${M(span / 2 + 10)} 11 0 1 0 ${M(span + 20)} 0a${M(span / 2 + 10)} 11 0 1 0 ${M(-span - 20)} 0Z`,
    fill: '#000000',
    gradient: 'shadow',
    opacity: 0.28,
  })

  // The body, with its wheel arches cut out.
  const archR = tyreR + 0.07 * SCALE
  const sillY = Y(drawing.sill)
  const bodyPts = px(drawing.body)
  const arch = (cx: number) => {
    const dy = sillY - wheelY
    const half = Math.sqrt(Math.max(archR * archR - dy * dy, 0))
    if (drawing.arch === 'square') {
      const top = wheelY - archR
      return `L${M(cx + archR)} ${M(sillY)}L${M(cx + archR)} ${M(wheelY - archR * 0.35)}Q${M(cx + archR)} ${M(top)} ${M(cx + archR * 0.6)} ${M(top)}L${M(cx - archR * 0.6)} ${M(top)}Q${M(cx - archR)} ${M(top)} ${M(cx - archR)} ${M(wheelY - archR * 0.35)}L${M(cx - archR)} ${M(sillY)}`
    }
    return `L${M(cx + half)} ${M(sillY)}A${M(archR)} ${M(archR)} 0 ${dy > 0 ? 1 : 0} 0 ${M(cx - half)} ${M(sillY)}`
  }
  // The outline's open path (the rounded helper closes shapes, so the bottom edge is added here).
  const bodyD = `${rounded(bodyPts, true)}${arch(wr)}${arch(wf)}Z`
  // The dark inside of each arch, seen around the tyre.
  const liner = (cx: number) => {
    const open = arch(cx)
    return `M${open.slice(1)}Z`
  }
  layers.push({ d: liner(wr) + liner(wf), fill: '#141517' })

  // Cladding behind the body's lower edge (Defender): a darker band and arch frames.
  if (drawing.cladding) {
    const f = archR + 0.06 * SCALE
    const frame = (cx: number) =>
      rounded([
        [cx - f, sillY + 2, 2],
        [cx - f, wheelY - f * 0.4, 6],
        [cx - f * 0.62, wheelY - f, 10],
        [cx + f * 0.62, wheelY - f, 10],
        [cx + f, wheelY - f * 0.4, 6],
        [cx + f, sillY + 2, 2],
      ])
    layers.push({ d: frame(wf) + frame(wr), fill: '#1d1e20' })
  }

  layers.push({
    d: bodyD,
    fill: paint,
    gradient: 'body',
    stroke: { colour: edge, width: 1.6, opacity: 0.9 },
  })
  if (drawing.cladding) {
    layers.push({
      d: rounded([
        [X(drawing.wheels[0]) + archR, sillY + 1, 0],
        [X(drawing.wheels[0]) + archR, sillY - 0.1 * SCALE, 2],
        [X(drawing.wheels[1]) - archR, sillY - 0.1 * SCALE, 2],
        [X(drawing.wheels[1]) - archR, sillY + 1, 0],
      ]),
      fill: '#1d1e20',
    })
    const f = archR + 0.06 * SCALE
    const lip = (cx: number) =>
      `M${M(cx - f)} ${M(sillY)}L${M(cx - f)} ${M(wheelY - f * 0.4)}Q${M(cx - f)} ${M(wheelY - f)} ${M(cx - f * 0.62)} ${M(wheelY - f)}L${M(cx + f * 0.62)} ${M(wheelY - f)}Q${M(cx + f)} ${M(wheelY - f)} ${M(cx + f)} ${M(wheelY - f * 0.4)}L${M(cx + f)} ${M(sillY)}L${M(cx + archR)} ${M(sillY)}L${M(cx + archR)} ${M(wheelY - archR * 0.35)}Q${M(cx + archR)} ${M(wheelY - archR)} ${M(cx + archR * 0.6)} ${M(wheelY - archR)}L${M(cx - archR * 0.6)} ${M(wheelY - archR)}Q${M(cx - archR)} ${M(wheelY - archR)} ${M(cx - archR)} ${M(wheelY - archR * 0.35)}L${M(cx - archR)} ${M(sillY)}Z`
    layers.push({ d: lip(wf) + lip(wr), fill: '#1d1e20' })
  }

  // A contrasting roof: the outline above a height, cut where the outline crosses it.
  // On a dark paint only the Defender keeps its light roof; the others' roofs stay in the paint.
  if (drawing.contrastRoof !== undefined && (!dark || drawing.arch === 'square')) {
    const cut = Y(drawing.contrastRoof)
    const roof: [number, number, number][] = []
    bodyPts.forEach((p, i) => {
      const next = bodyPts[i + 1]
      if (p[1] < cut) roof.push(p)
      if (next && p[1] < cut !== next[1] < cut) {
        const t = (cut - p[1]) / (next[1] - p[1])
        roof.push([p[0] + (next[0] - p[0]) * t, cut, 0])
      }
    })
    if (roof.length >= 3) layers.push({ d: rounded(roof), fill: dark ? '#e9e7e1' : '#17181a', opacity: 0.96 })
  }

  // The shoulder's light and the lower body's shade.
  if (drawing.crease) {
    const [[ax, ay], [bx, by]] = drawing.crease
    layers.push({
      d: `M${M(X(ax))} ${M(Y(ay))}L${M(X(bx))} ${M(Y(by))}L${M(X(bx))} ${M(Y(by) + 1.4)}L${M(X(ax))} ${M(Y(ay) + 1.4)}Z`,
      fill: dark ? mix(paint, 0.4) : mix(paint, 0.55),
      opacity: 0.8,
    })
  }

  // Glass, then the pillars that cut it.
  const glassPts = px(drawing.glass)
  layers.push({
    d: rounded(glassPts),
    fill: '#222a33',
    gradient: 'glass',
    stroke: { colour: '#0c0e10', width: 1.2, opacity: 0.6 },
  })
  const glassTop = Math.min(...glassPts.map((p) => p[1]))
  const glassBottom = Math.max(...glassPts.map((p) => p[1]))
  for (const pillar of drawing.pillars) {
    const w = (pillar.width * SCALE) / 2
    const t = X(pillar.top)
    const b = X(pillar.bottom)
    layers.push({
      d: `M${M(t - w)} ${M(glassTop - 2)}L${M(t + w)} ${M(glassTop - 2)}L${M(b + w)} ${M(glassBottom + 2)}L${M(b - w)} ${M(glassBottom + 2)}Z`,
      fill: pillar.colour === 'black' ? '#121315' : paint,
      gradient: pillar.colour === 'black' ? undefined : 'body',
    })
  }
  // A reflection across the glass.
  const g0 = glassPts[0] as [number, number, number]
  const g1 = glassPts[1] as [number, number, number]
  layers.push({
    d: `M${M(g0[0] + 30)} ${M(glassBottom - 2)}L${M(g1[0] + 70)} ${M(glassTop + 3)}L${M(g1[0] + 110)} ${M(glassTop + 3)}L${M(g0[0] + 70)} ${M(glassBottom - 2)}Z`,
    fill: '#ffffff',
    opacity: 0.07,
  })

  for (const extra of drawing.extras ?? []) {
    if (extra.kind === 'glass')
      layers.push({ d: rounded(px(extra.points)), fill: '#222a33', gradient: 'glass' })
    else if (extra.kind === 'dark') layers.push({ d: rounded(px(extra.points)), fill: '#151618' })
    else if (extra.kind === 'bright')
      layers.push({ d: rounded(px(extra.points)), fill: '#d9dcdf', gradient: 'rim' })
  }

  // Door shut lines and handles.
  const seam = dark ? mix(paint, 0.18) : mix(paint, -0.3)
  const seams = drawing.doors
    .map((door) => {
      const lean = (door.lean ?? 0) * SCALE
      const top = Y(door.top)
      const bottom = Y(door.bottom)
      return `M${M(X(door.x))} ${M(top)}L${M(X(door.x) + lean)} ${M(bottom)}L${M(X(door.x) + lean + 1.2)} ${M(bottom)}L${M(X(door.x) + 1.2)} ${M(top)}Z`
    })
    .join('')
  if (seams) layers.push({ d: seams, fill: seam, opacity: 0.9 })
  const handles = drawing.handles
    .map((h) =>
      h.flush
        ? rounded([
            [X(h.x) - 14, Y(h.y) - 1, 1],
            [X(h.x) + 14, Y(h.y) - 1, 1],
            [X(h.x) + 14, Y(h.y) + 1, 1],
            [X(h.x) - 14, Y(h.y) + 1, 1],
          ])
        : rounded([
            [X(h.x) - 13, Y(h.y) - 2.5, 2.5],
            [X(h.x) + 13, Y(h.y) - 2.5, 2.5],
            [X(h.x) + 13, Y(h.y) + 2.5, 2.5],
            [X(h.x) - 13, Y(h.y) + 2.5, 2.5],
          ]),
    )
    .join('')
  if (handles) layers.push({ d: handles, fill: dark ? mix(paint, 0.3) : mix(paint, -0.35), opacity: 0.9 })

  // Lights, kept inside the outline where the front and the tail slope.
  const inside = (points: Pt[]) =>
    points.map(([x, y, r]): Pt => {
      const [front, rear] = widthAt(drawing.body, y)
      return [Math.min(Math.max(x, front + 0.005), rear - 0.008), y, r]
    })
  layers.push({
    d: rounded(px(inside(drawing.headlight))),
    fill: '#f3efe2',
    gradient: 'light',
    stroke: { colour: '#3a3d42', width: 0.9, opacity: 0.8 },
  })
  layers.push({
    d: rounded(px(inside(drawing.taillight))),
    fill: '#a3161f',
    gradient: 'tail',
    stroke: { colour: '#4a0a0f', width: 0.8, opacity: 0.7 },
  })

  // The spare wheel on the side-hinged rear door, seen edge-on.
  for (const extra of drawing.extras ?? []) {
    if (extra.kind !== 'spare') continue
    const sx = X(extra.x)
    const h = extra.height * SCALE
    const d = extra.depth * SCALE
    const cy = Y(extra.y)
    layers.push({
      d: rounded([
        [sx - 2, cy - h / 2, 6],
        [sx + d, cy - h / 2, 10],
        [sx + d, cy + h / 2, 10],
        [sx - 2, cy + h / 2, 6],
      ]),
      fill: '#1b1c1e',
      stroke: { colour: '#3a3c40', width: 1.2 },
    })
    layers.push({
      d: rounded([
        [sx + d - 7, cy - h / 2 + 10, 3],
        [sx + d - 3, cy - h / 2 + 10, 3],
        [sx + d - 3, cy + h / 2 - 10, 3],
        [sx + d - 7, cy + h / 2 - 10, 3],
      ]),
      fill: '#3a3c40',
    })
    // Its cover's band in the body's colour.
    layers.push({
      d: rounded([
        [sx + 2, cy - h * 0.18, 2],
        [sx + d - 9, cy - h * 0.18, 2],
        [sx + d - 9, cy + h * 0.18, 2],
        [sx + 2, cy + h * 0.18, 2],
      ]),
      fill: paint,
      gradient: 'body',
    })
  }

  // Wheels: tyre, sidewall, rim with openings between the spokes, brake, centre.
  for (const cx of [wf, wr]) layers.push(...wheel(drawing, cx, wheelY, tyreR))
  return layers
}

function wheel(drawing: ModelDrawing, cx: number, cy: number, tyreR: number): Layer[] {
  const rimR = tyreR * drawing.rim
  const layers: Layer[] = [
    { d: circle(cx, cy, tyreR), fill: '#1a1b1d' },
    { d: ring(cx, cy, tyreR - 2, tyreR - 4), fill: '#34363a', opacity: 0.9 },
    { d: circle(cx, cy, rimR), fill: '#c4c8cc', gradient: 'rim' },
  ]
  const openings: string[] = []
  const spokes = { multi: 10, twin: 5, disc: 6, aero: 5, blade: 6 }[drawing.wheel]
  const step = (Math.PI * 2) / spokes
  for (let i = 0; i < spokes; i++) {
    const a = -Math.PI / 2 + i * step
    if (drawing.wheel === 'disc') {
      // A solid wheel with round openings.
      const r = rimR * 0.62
      openings.push(circle(cx + r * Math.cos(a + step / 2), cy + r * Math.sin(a + step / 2), rimR * 0.17))
    } else if (drawing.wheel === 'twin') {
      openings.push(sector(cx, cy, rimR * 0.3, rimR * 0.9, a + 0.2, a + step / 2 - 0.08))
      openings.push(sector(cx, cy, rimR * 0.3, rimR * 0.9, a + step / 2 + 0.08, a + step - 0.2))
    } else if (drawing.wheel === 'aero') {
      openings.push(sector(cx, cy, rimR * 0.55, rimR * 0.9, a + 0.25, a + step - 0.25))
    } else {
      const gap = drawing.wheel === 'multi' ? 0.12 : 0.18
      openings.push(sector(cx, cy, rimR * 0.3, rimR * 0.9, a + gap, a + step - gap))
    }
  }
  layers.push({ d: openings.join(''), fill: '#2a2c30' })
  layers.push({ d: circle(cx, cy, rimR * 0.22), fill: '#9ba0a6', gradient: 'rim' })
  layers.push({ d: circle(cx, cy, rimR * 0.09), fill: '#55595e' })
  return layers
}
