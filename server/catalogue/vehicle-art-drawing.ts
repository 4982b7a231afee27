/**
 * What a model's drawing is: an outline in metres (x from the front bumper, y above the ground), and the
 * layers it becomes in the 640 × 280 picture that the browser's SVG and the PDF receipt both draw.
 */

/** A point of an outline in metres; `r` rounds the corner at it. */
export type Pt = [x: number, y: number, r?: number]

type WheelStyle = 'multi' | 'twin' | 'disc' | 'aero' | 'blade'
type ArchStyle = 'round' | 'square'

export type Pillar = { top: number; bottom: number; width: number; colour?: 'body' | 'black' }

export type ModelDrawing = {
  /** Length in metres, bumper to bumper (with a rear-mounted spare wheel when there is one). */
  length: number
  /** Front and rear wheel centres, from the front. */
  wheels: [number, number]
  /** Tyre radius and the rim's share of it. */
  tyre: number
  rim: number
  wheel: WheelStyle
  arch: ArchStyle
  /** The bottom edge of the body between the wheels and behind them (ground clearance). */
  sill: number
  /** The body's outline from the front bumper's foot, clockwise over the roof to the rear bumper's foot. */
  body: Pt[]
  /** The side windows as one shape, cut by the pillars. */
  glass: Pt[]
  pillars: Pillar[]
  /** A roof in a contrasting colour: the outline above this height. */
  contrastRoof?: number
  doors: { x: number; top: number; bottom: number; lean?: number }[]
  handles: { x: number; y: number; flush?: boolean }[]
  headlight: Pt[]
  taillight: Pt[]
  /** Black cladding over the wheel arches and along the sill. */
  cladding?: boolean
  /** The belt line's bright trim, or a crease, from x to x at heights. */
  crease?: [Pt, Pt]
  /** Extra shapes: a spare wheel on the side-hinged door, a roof's side windows, a vent, a spoiler. */
  extras?: Extra[]
}

type Extra =
  | { kind: 'spare'; x: number; y: number; height: number; depth: number }
  | { kind: 'glass'; points: Pt[] }
  | { kind: 'dark'; points: Pt[] }
  | { kind: 'bright'; points: Pt[] }

/** A vehicle as paths in the 640 × 280 picture: fills are flat colours, or a gradient with its flat colour. */
export type Layer = {
  d: string
  fill: string
  /** A gradient's id in `vehicleSvg`'s <defs>; the PDF uses `fill`. */
  gradient?: 'body' | 'glass' | 'rim' | 'shadow' | 'light' | 'tail'
  opacity?: number
  stroke?: { colour: string; width: number; opacity?: number }
}

export const PICTURE = { width: 640, height: 280, ground: 252 }
export const SCALE = 108
