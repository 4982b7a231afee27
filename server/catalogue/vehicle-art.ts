import { type BodyStyle, MODEL_SPECS } from './models.data'

/**
 * Our own side-view drawings of each model (DESIGN §7: no third-party photos or logos), front to the left.
 * A model is described in metres (x from the front bumper, y above the ground) and drawn as layers of
 * plain SVG paths, so the same drawing serves the browser (`vehicle-svg.ts`) and the PDF receipt.
 */

/** A point of an outline in metres; `r` rounds the corner at it. */
type Pt = [x: number, y: number, r?: number]

type WheelStyle = 'multi' | 'twin' | 'disc' | 'aero' | 'blade'
type ArchStyle = 'round' | 'square'

type Pillar = { top: number; bottom: number; width: number; colour?: 'body' | 'black' }

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

const M = (n: number) => Math.round(n * 100) / 100

// ---- The models ------------------------------------------------------------------------------------

const RANGE_ROVER: ModelDrawing = {
  length: 5.05,
  wheels: [0.97, 3.97],
  tyre: 0.41,
  rim: 0.66,
  wheel: 'multi',
  arch: 'round',
  sill: 0.4,
  body: [
    [0.04, 0.36, 0.05],
    [0.0, 0.62, 0.06],
    [0.02, 0.98, 0.06],
    [0.12, 1.08, 0.08],
    [1.62, 1.16, 0.05],
    [2.28, 1.84, 0.1],
    [4.84, 1.86, 0.12],
    [5.02, 1.7, 0.06],
    [5.05, 1.0, 0.05],
    [5.03, 0.42, 0.05],
  ],
  glass: [
    [1.72, 1.22, 0.02],
    [2.3, 1.76, 0.06],
    [4.74, 1.77, 0.05],
    [4.84, 1.24, 0.03],
  ],
  pillars: [
    { top: 2.98, bottom: 2.98, width: 0.1, colour: 'black' },
    { top: 4.1, bottom: 4.18, width: 0.09, colour: 'black' },
    { top: 4.58, bottom: 4.7, width: 0.26 },
  ],
  doors: [
    { x: 1.66, top: 1.18, bottom: 0.46, lean: 0.05 },
    { x: 2.98, top: 1.22, bottom: 0.42 },
    { x: 4.12, top: 1.22, bottom: 0.56, lean: 0.1 },
  ],
  handles: [
    { x: 2.62, y: 1.11, flush: true },
    { x: 3.8, y: 1.11, flush: true },
  ],
  headlight: [
    [0.04, 0.98, 0.02],
    [0.4, 1.05, 0.02],
    [0.38, 1.0, 0.02],
    [0.03, 0.93, 0.02],
  ],
  taillight: [
    [4.97, 1.66, 0.02],
    [5.04, 1.6, 0.02],
    [5.05, 1.12, 0.02],
    [4.98, 1.12, 0.02],
  ],
  crease: [
    [1.2, 0.62],
    [4.7, 0.64],
  ],
}

const RANGE_ROVER_SPORT: ModelDrawing = {
  length: 4.95,
  wheels: [0.94, 3.94],
  tyre: 0.41,
  rim: 0.68,
  wheel: 'twin',
  arch: 'round',
  sill: 0.38,
  body: [
    [0.05, 0.34, 0.05],
    [0.0, 0.6, 0.08],
    [0.03, 0.94, 0.08],
    [0.18, 1.04, 0.1],
    [1.66, 1.12, 0.05],
    [2.42, 1.78, 0.14],
    [4.5, 1.76, 0.16],
    [4.86, 1.6, 0.05],
    [4.95, 1.02, 0.06],
    [4.92, 0.4, 0.05],
  ],
  glass: [
    [1.76, 1.18, 0.02],
    [2.44, 1.7, 0.08],
    [4.4, 1.69, 0.08],
    [4.68, 1.26, 0.03],
  ],
  pillars: [
    { top: 3.04, bottom: 3.0, width: 0.1, colour: 'black' },
    { top: 3.98, bottom: 4.08, width: 0.09, colour: 'black' },
  ],
  doors: [
    { x: 1.7, top: 1.14, bottom: 0.46, lean: 0.04 },
    { x: 3.0, top: 1.2, bottom: 0.4 },
    { x: 4.08, top: 1.24, bottom: 0.58, lean: 0.12 },
  ],
  handles: [
    { x: 2.62, y: 1.08, flush: true },
    { x: 3.76, y: 1.1, flush: true },
  ],
  headlight: [
    [0.05, 0.94, 0.02],
    [0.46, 1.02, 0.02],
    [0.42, 0.97, 0.02],
    [0.04, 0.9, 0.02],
  ],
  taillight: [
    [4.7, 1.42, 0.02],
    [4.92, 1.4, 0.02],
    [4.93, 1.3, 0.02],
    [4.7, 1.33, 0.02],
  ],
  crease: [
    [1.1, 0.6],
    [4.6, 0.66],
  ],
  extras: [
    {
      kind: 'dark',
      points: [
        [1.12, 0.86, 0.03],
        [1.42, 0.88, 0.03],
        [1.4, 0.82, 0.03],
        [1.1, 0.8, 0.03],
      ],
    },
  ],
}

const VELAR: ModelDrawing = {
  length: 4.8,
  wheels: [0.93, 3.8],
  tyre: 0.4,
  rim: 0.68,
  wheel: 'blade',
  arch: 'round',
  sill: 0.38,
  body: [
    [0.05, 0.34, 0.05],
    [0.0, 0.58, 0.08],
    [0.03, 0.9, 0.08],
    [0.2, 1.0, 0.1],
    [1.64, 1.08, 0.05],
    [2.4, 1.64, 0.16],
    [4.2, 1.62, 0.2],
    [4.7, 1.44, 0.05],
    [4.8, 0.98, 0.06],
    [4.76, 0.4, 0.05],
  ],
  glass: [
    [1.76, 1.14, 0.02],
    [2.42, 1.56, 0.08],
    [4.14, 1.55, 0.1],
    [4.5, 1.22, 0.02],
  ],
  pillars: [
    { top: 3.0, bottom: 2.96, width: 0.09, colour: 'black' },
    { top: 3.86, bottom: 3.98, width: 0.08, colour: 'black' },
  ],
  doors: [
    { x: 1.7, top: 1.1, bottom: 0.46, lean: 0.04 },
    { x: 2.96, top: 1.16, bottom: 0.4 },
    { x: 3.98, top: 1.2, bottom: 0.56, lean: 0.12 },
  ],
  handles: [
    { x: 2.6, y: 1.06, flush: true },
    { x: 3.68, y: 1.08, flush: true },
  ],
  headlight: [
    [0.05, 0.9, 0.02],
    [0.5, 0.97, 0.02],
    [0.46, 0.94, 0.02],
    [0.04, 0.87, 0.02],
  ],
  taillight: [
    [4.46, 1.28, 0.02],
    [4.79, 1.26, 0.02],
    [4.8, 1.2, 0.02],
    [4.46, 1.22, 0.02],
  ],
  crease: [
    [1.0, 0.6],
    [4.5, 0.64],
  ],
}

const EVOQUE: ModelDrawing = {
  length: 4.37,
  wheels: [0.88, 3.56],
  tyre: 0.38,
  rim: 0.66,
  wheel: 'twin',
  arch: 'round',
  sill: 0.38,
  body: [
    [0.05, 0.34, 0.05],
    [0.0, 0.6, 0.08],
    [0.03, 0.92, 0.08],
    [0.2, 1.02, 0.1],
    [1.42, 1.1, 0.05],
    [2.1, 1.62, 0.14],
    [3.9, 1.52, 0.14],
    [4.28, 1.4, 0.05],
    [4.37, 0.98, 0.06],
    [4.33, 0.4, 0.05],
  ],
  glass: [
    [1.54, 1.16, 0.02],
    [2.14, 1.55, 0.07],
    [3.84, 1.46, 0.08],
    [4.08, 1.3, 0.02],
  ],
  pillars: [
    { top: 2.78, bottom: 2.72, width: 0.09, colour: 'black' },
    { top: 3.6, bottom: 3.7, width: 0.08, colour: 'black' },
  ],
  contrastRoof: 1.56,
  doors: [
    { x: 1.48, top: 1.12, bottom: 0.46, lean: 0.04 },
    { x: 2.72, top: 1.2, bottom: 0.4 },
    { x: 3.7, top: 1.26, bottom: 0.56, lean: 0.12 },
  ],
  handles: [
    { x: 2.36, y: 1.08, flush: true },
    { x: 3.36, y: 1.12, flush: true },
  ],
  headlight: [
    [0.05, 0.92, 0.02],
    [0.44, 1.0, 0.02],
    [0.4, 0.95, 0.02],
    [0.04, 0.88, 0.02],
  ],
  taillight: [
    [4.06, 1.34, 0.02],
    [4.33, 1.3, 0.02],
    [4.35, 1.22, 0.02],
    [4.06, 1.26, 0.02],
  ],
  crease: [
    [1.0, 0.62],
    [4.1, 0.7],
  ],
}

/** The Defender's upright body: flat roof, short overhangs, squared arches, a spare wheel on the side door. */
function defender(variant: 90 | 110 | 130): ModelDrawing {
  const wheelbase = variant === 90 ? 2.59 : 3.02
  const front = 0.86
  const rearOverhang = variant === 130 ? 1.18 : 0.84
  const rear = front + wheelbase + rearOverhang
  const spare = variant !== 130
  const rw = front + wheelbase
  const glassEnd = rear - 0.18
  const pillars: Pillar[] =
    variant === 90
      ? [
          { top: 2.66, bottom: 2.62, width: 0.12, colour: 'black' },
          { top: rear - 0.42, bottom: rear - 0.42, width: 0.36 },
        ]
      : [
          { top: 2.66, bottom: 2.62, width: 0.12, colour: 'black' },
          { top: 3.62, bottom: 3.6, width: 0.12, colour: 'black' },
          ...(variant === 130 ? [{ top: 4.5, bottom: 4.5, width: 0.1, colour: 'black' as const }] : []),
          { top: rear - 0.29, bottom: rear - 0.29, width: 0.26 },
        ]
  const doors =
    variant === 90
      ? [
          { x: 1.5, top: 1.2, bottom: 0.48 },
          { x: 2.66, top: 1.22, bottom: 0.44 },
        ]
      : [
          { x: 1.5, top: 1.2, bottom: 0.48 },
          { x: 2.64, top: 1.22, bottom: 0.44 },
          { x: 3.62, top: 1.22, bottom: 0.56 },
        ]
  return {
    length: rear + (spare ? 0.26 : 0),
    wheels: [front, rw],
    tyre: 0.41,
    rim: 0.58,
    wheel: 'disc',
    arch: 'square',
    sill: 0.44,
    body: [
      [0.03, 0.4, 0.04],
      [0.0, 0.62, 0.04],
      [0.01, 1.06, 0.06],
      [0.1, 1.14, 0.06],
      [1.34, 1.18, 0.04],
      [1.72, 1.96, 0.1],
      [rear - 0.05, 1.97, 0.1],
      [rear, 1.86, 0.04],
      [rear, 0.46, 0.04],
    ],
    glass: [
      [1.58, 1.26, 0.02],
      [1.78, 1.84, 0.04],
      [glassEnd, 1.84, 0.03],
      [glassEnd, 1.26, 0.02],
    ],
    pillars,
    contrastRoof: 1.86,
    doors,
    handles:
      variant === 90
        ? [{ x: 2.4, y: 1.12 }]
        : [
            { x: 2.4, y: 1.12 },
            { x: 3.4, y: 1.12 },
          ],
    headlight: [
      [0.0, 1.04, 0.04],
      [0.14, 1.06, 0.04],
      [0.14, 0.86, 0.04],
      [0.0, 0.86, 0.04],
    ],
    taillight: [
      [rear - 0.05, 1.62, 0.03],
      [rear, 1.62, 0.03],
      [rear, 1.16, 0.03],
      [rear - 0.05, 1.16, 0.03],
    ],
    cladding: true,
    crease: [
      [0.4, 1.13],
      [rear - 0.02, 1.2],
    ],
    extras: [
      // The roof's side windows over the rear seats, and the 130's third row.
      ...(variant === 90
        ? []
        : [
            {
              kind: 'glass' as const,
              points: [
                [2.78, 1.93, 0.02],
                [3.5, 1.93, 0.02],
                [3.5, 1.88, 0.02],
                [2.78, 1.88, 0.02],
              ] as Pt[],
            },
          ]),
      ...(variant === 130
        ? [
            {
              kind: 'glass' as const,
              points: [
                [3.74, 1.93, 0.02],
                [4.4, 1.93, 0.02],
                [4.4, 1.88, 0.02],
                [3.74, 1.88, 0.02],
              ] as Pt[],
            },
          ]
        : []),
      // The bonnet's side vent.
      {
        kind: 'dark',
        points: [
          [0.62, 1.1, 0.02],
          [1.02, 1.11, 0.02],
          [1.02, 1.05, 0.02],
          [0.62, 1.04, 0.02],
        ],
      },
      ...(spare ? [{ kind: 'spare' as const, x: rear, y: 1.06, height: 0.8, depth: 0.26 }] : []),
    ],
  }
}

const DISCOVERY: ModelDrawing = {
  length: 4.96,
  wheels: [0.93, 3.85],
  tyre: 0.4,
  rim: 0.64,
  wheel: 'multi',
  arch: 'round',
  sill: 0.42,
  body: [
    [0.05, 0.38, 0.05],
    [0.0, 0.62, 0.08],
    [0.03, 0.96, 0.08],
    [0.2, 1.06, 0.1],
    [1.6, 1.14, 0.05],
    [2.26, 1.8, 0.1],
    [3.1, 1.82, 0.04],
    // The stepped roof over the second and third rows.
    [3.22, 1.88, 0.04],
    [4.72, 1.88, 0.14],
    [4.92, 1.62, 0.06],
    [4.96, 1.0, 0.06],
    [4.92, 0.44, 0.05],
  ],
  glass: [
    [1.7, 1.2, 0.02],
    [2.28, 1.73, 0.06],
    [3.12, 1.75, 0.02],
    [3.2, 1.8, 0.02],
    [4.6, 1.8, 0.06],
    [4.66, 1.28, 0.02],
  ],
  pillars: [
    { top: 2.98, bottom: 2.98, width: 0.1, colour: 'black' },
    { top: 3.98, bottom: 4.04, width: 0.09, colour: 'black' },
    // The offset rear pillar, in the body's colour.
    { top: 4.36, bottom: 4.56, width: 0.26 },
  ],
  doors: [
    { x: 1.66, top: 1.16, bottom: 0.48, lean: 0.04 },
    { x: 2.98, top: 1.22, bottom: 0.44 },
    { x: 4.04, top: 1.24, bottom: 0.6, lean: 0.1 },
  ],
  handles: [
    { x: 2.64, y: 1.1 },
    { x: 3.74, y: 1.12 },
  ],
  headlight: [
    [0.04, 0.96, 0.03],
    [0.48, 1.04, 0.03],
    [0.42, 0.96, 0.03],
    [0.03, 0.9, 0.03],
  ],
  taillight: [
    [4.72, 1.46, 0.02],
    [4.94, 1.44, 0.02],
    [4.95, 1.2, 0.02],
    [4.74, 1.24, 0.02],
  ],
  crease: [
    [1.1, 0.64],
    [4.7, 0.66],
  ],
}

const DISCOVERY_SPORT: ModelDrawing = {
  length: 4.6,
  wheels: [0.9, 3.64],
  tyre: 0.39,
  rim: 0.64,
  wheel: 'twin',
  arch: 'round',
  sill: 0.4,
  body: [
    [0.05, 0.36, 0.05],
    [0.0, 0.6, 0.08],
    [0.03, 0.94, 0.08],
    [0.2, 1.04, 0.1],
    [1.46, 1.12, 0.05],
    [2.1, 1.68, 0.1],
    [2.96, 1.7, 0.04],
    [3.06, 1.74, 0.04],
    [4.36, 1.72, 0.14],
    [4.54, 1.5, 0.06],
    [4.6, 0.98, 0.06],
    [4.56, 0.42, 0.05],
  ],
  glass: [
    [1.56, 1.18, 0.02],
    [2.12, 1.61, 0.06],
    [2.98, 1.63, 0.02],
    [3.06, 1.67, 0.02],
    [4.24, 1.65, 0.06],
    [4.32, 1.28, 0.02],
  ],
  pillars: [
    { top: 2.8, bottom: 2.78, width: 0.1, colour: 'black' },
    { top: 3.7, bottom: 3.78, width: 0.09, colour: 'black' },
    { top: 4.02, bottom: 4.18, width: 0.24 },
  ],
  doors: [
    { x: 1.52, top: 1.14, bottom: 0.46, lean: 0.04 },
    { x: 2.78, top: 1.2, bottom: 0.42 },
    { x: 3.78, top: 1.24, bottom: 0.58, lean: 0.1 },
  ],
  handles: [
    { x: 2.46, y: 1.1 },
    { x: 3.5, y: 1.12 },
  ],
  headlight: [
    [0.04, 0.94, 0.03],
    [0.46, 1.02, 0.03],
    [0.4, 0.95, 0.03],
    [0.03, 0.89, 0.03],
  ],
  taillight: [
    [4.36, 1.4, 0.02],
    [4.58, 1.36, 0.02],
    [4.59, 1.2, 0.02],
    [4.38, 1.24, 0.02],
  ],
  crease: [
    [1.0, 0.62],
    [4.4, 0.66],
  ],
}

/** A Jaguar saloon: long bonnet, the cabin set back, a short boot; the XF adds its third side window. */
function saloon(long: boolean): ModelDrawing {
  const k = long ? 1.06 : 1
  const x = (n: number) => n * k
  return {
    length: x(4.68),
    wheels: [0.82, 0.82 + (long ? 2.96 : 2.84)],
    tyre: 0.34,
    rim: 0.7,
    wheel: 'twin',
    arch: 'round',
    sill: 0.24,
    body: [
      [0.05, 0.2, 0.05],
      [0.0, 0.42, 0.08],
      [0.04, 0.66, 0.08],
      [0.3, 0.76, 0.12],
      [x(1.72), 0.9, 0.05],
      [x(2.42), 1.4, 0.16],
      [x(3.3), 1.42, 0.3],
      [x(4.1), 1.02, 0.1],
      [x(4.6), 0.98, 0.06],
      [x(4.68), 0.8, 0.06],
      [x(4.66), 0.28, 0.05],
    ],
    glass: [
      [x(1.82), 0.96, 0.02],
      [x(2.44), 1.34, 0.08],
      [x(3.26), 1.35, 0.22],
      [x(3.92), 1.0, 0.02],
    ],
    pillars: long
      ? [
          { top: x(2.98), bottom: x(2.94), width: 0.08, colour: 'black' },
          { top: x(3.5), bottom: x(3.56), width: 0.07 },
        ]
      : [{ top: x(2.98), bottom: x(2.94), width: 0.08, colour: 'black' }],
    doors: [
      { x: x(1.78), top: 0.93, bottom: 0.3, lean: 0.04 },
      { x: x(2.94), top: 0.98, bottom: 0.26 },
      { x: x(3.86), top: 1.0, bottom: 0.42, lean: 0.16 },
    ],
    handles: [
      { x: x(2.62), y: 0.88, flush: true },
      { x: x(3.58), y: 0.9, flush: true },
    ],
    headlight: [
      [0.06, 0.66, 0.02],
      [0.56, 0.78, 0.02],
      [0.5, 0.72, 0.02],
      [0.04, 0.61, 0.02],
    ],
    taillight: [
      [x(4.36), 0.96, 0.02],
      [x(4.66), 0.93, 0.02],
      [x(4.67), 0.84, 0.02],
      [x(4.36), 0.88, 0.02],
    ],
    crease: [
      [0.9, 0.52],
      [x(4.5), 0.58],
    ],
    extras: [
      {
        kind: 'dark',
        points: [
          [1.24, 0.6, 0.02],
          [1.5, 0.62, 0.02],
          [1.48, 0.58, 0.02],
          [1.22, 0.56, 0.02],
        ],
      },
    ],
  }
}

/** A Jaguar SUV: the long bonnet and the raked rear window of the family. */
function jaguarSuv(compact: boolean): ModelDrawing {
  const k = compact ? 0.93 : 1
  const x = (n: number) => M(n * k)
  return {
    length: x(4.75),
    wheels: [0.9 * k, 0.9 * k + (compact ? 2.68 : 2.87)],
    tyre: 0.39,
    rim: 0.68,
    wheel: compact ? 'twin' : 'blade',
    arch: 'round',
    sill: 0.38,
    body: [
      [0.05, 0.34, 0.05],
      [0.0, 0.58, 0.08],
      [0.03, 0.88, 0.08],
      [0.26, 0.98, 0.12],
      [x(1.78), 1.08, 0.05],
      [x(2.46), 1.64, 0.16],
      [x(3.98), 1.6, 0.22],
      [x(4.58), 1.3, 0.05],
      [x(4.7), 1.24, 0.04],
      [x(4.75), 0.92, 0.06],
      [x(4.72), 0.4, 0.05],
    ],
    glass: [
      [x(1.88), 1.14, 0.02],
      [x(2.48), 1.56, 0.08],
      [x(3.92), 1.53, 0.12],
      [x(4.36), 1.2, 0.02],
    ],
    pillars: [
      { top: x(3.06), bottom: x(3.02), width: 0.09, colour: 'black' },
      { top: x(3.8), bottom: x(3.96), width: 0.18 },
    ],
    doors: [
      { x: x(1.84), top: 1.1, bottom: 0.46, lean: 0.04 },
      { x: x(3.02), top: 1.16, bottom: 0.4 },
      { x: x(3.98), top: 1.18, bottom: 0.56, lean: 0.12 },
    ],
    handles: [
      { x: x(2.7), y: 1.06, flush: true },
      { x: x(3.7), y: 1.08, flush: true },
    ],
    headlight: [
      [0.06, 0.88, 0.02],
      [0.56, 0.98, 0.02],
      [0.5, 0.92, 0.02],
      [0.04, 0.84, 0.02],
    ],
    taillight: [
      [x(4.46), 1.26, 0.02],
      [x(4.73), 1.22, 0.02],
      [x(4.74), 1.12, 0.02],
      [x(4.46), 1.16, 0.02],
    ],
    crease: [
      [1.0, 0.66],
      [x(4.6), 0.74],
    ],
    extras: [
      {
        kind: 'dark',
        points: [
          [1.22, 0.84, 0.02],
          [1.5, 0.86, 0.02],
          [1.48, 0.81, 0.02],
          [1.2, 0.79, 0.02],
        ],
      },
    ],
  }
}

/** The I-PACE: cab-forward, a short bonnet, a long wheelbase and a cut-off tail with its spoiler. */
const I_PACE: ModelDrawing = {
  length: 4.68,
  wheels: [0.82, 3.82],
  tyre: 0.38,
  rim: 0.7,
  wheel: 'aero',
  arch: 'round',
  sill: 0.34,
  body: [
    [0.05, 0.3, 0.05],
    [0.0, 0.54, 0.08],
    [0.04, 0.8, 0.1],
    [0.3, 0.92, 0.14],
    [1.1, 1.02, 0.06],
    [2.0, 1.54, 0.22],
    [3.5, 1.5, 0.3],
    [4.52, 1.16, 0.03],
    [4.66, 1.14, 0.03],
    [4.68, 0.86, 0.06],
    [4.64, 0.36, 0.05],
  ],
  glass: [
    [1.22, 1.08, 0.02],
    [2.04, 1.47, 0.1],
    [3.46, 1.44, 0.22],
    [4.24, 1.14, 0.02],
  ],
  pillars: [
    { top: 2.7, bottom: 2.64, width: 0.09, colour: 'black' },
    { top: 3.6, bottom: 3.74, width: 0.08, colour: 'black' },
  ],
  contrastRoof: 1.47,
  doors: [
    { x: 1.28, top: 1.06, bottom: 0.42, lean: 0.06 },
    { x: 2.64, top: 1.12, bottom: 0.36 },
    { x: 3.74, top: 1.14, bottom: 0.5, lean: 0.12 },
  ],
  handles: [
    { x: 2.3, y: 1.02, flush: true },
    { x: 3.44, y: 1.04, flush: true },
  ],
  headlight: [
    [0.06, 0.8, 0.02],
    [0.52, 0.92, 0.02],
    [0.46, 0.86, 0.02],
    [0.04, 0.76, 0.02],
  ],
  taillight: [
    [4.36, 1.12, 0.02],
    [4.67, 1.08, 0.02],
    [4.68, 1.0, 0.02],
    [4.36, 1.04, 0.02],
  ],
  crease: [
    [0.9, 0.6],
    [4.5, 0.68],
  ],
  extras: [
    // The bonnet's air channel, open to the windscreen.
    {
      kind: 'dark',
      points: [
        [0.46, 0.95, 0.02],
        [0.9, 1.0, 0.02],
        [0.9, 0.97, 0.02],
        [0.46, 0.92, 0.02],
      ],
    },
  ],
}

const F_TYPE: ModelDrawing = {
  length: 4.47,
  wheels: [0.9, 3.52],
  tyre: 0.35,
  rim: 0.72,
  wheel: 'blade',
  arch: 'round',
  sill: 0.2,
  body: [
    [0.05, 0.16, 0.05],
    [0.0, 0.38, 0.08],
    [0.04, 0.6, 0.1],
    [0.4, 0.72, 0.14],
    [2.0, 0.9, 0.05],
    [2.58, 1.28, 0.14],
    [3.0, 1.3, 0.3],
    [4.2, 0.98, 0.06],
    [4.44, 0.96, 0.03],
    [4.47, 0.7, 0.06],
    [4.44, 0.24, 0.05],
  ],
  glass: [
    [2.1, 0.95, 0.02],
    [2.6, 1.22, 0.08],
    [2.98, 1.23, 0.14],
    [3.46, 1.02, 0.02],
  ],
  pillars: [],
  doors: [
    { x: 2.04, top: 0.92, bottom: 0.28, lean: 0.04 },
    { x: 3.3, top: 0.98, bottom: 0.3, lean: -0.04 },
  ],
  handles: [{ x: 3.0, y: 0.86, flush: true }],
  headlight: [
    [0.06, 0.6, 0.02],
    [0.6, 0.74, 0.02],
    [0.54, 0.68, 0.02],
    [0.04, 0.55, 0.02],
  ],
  taillight: [
    [4.18, 0.94, 0.02],
    [4.46, 0.9, 0.02],
    [4.47, 0.82, 0.02],
    [4.2, 0.86, 0.02],
  ],
  crease: [
    [1.0, 0.5],
    [4.3, 0.62],
  ],
  extras: [
    // The vent behind the front wheel.
    {
      kind: 'dark',
      points: [
        [1.42, 0.6, 0.02],
        [1.7, 0.62, 0.02],
        [1.66, 0.56, 0.02],
        [1.4, 0.54, 0.02],
      ],
    },
  ],
}

const DRAWINGS: Record<string, ModelDrawing> = {
  'range-rover': RANGE_ROVER,
  'range-rover-sport': RANGE_ROVER_SPORT,
  'range-rover-velar': VELAR,
  'range-rover-evoque': EVOQUE,
  'defender-90': defender(90),
  'defender-110': defender(110),
  'defender-130': defender(130),
  discovery: DISCOVERY,
  'discovery-sport': DISCOVERY_SPORT,
  'jaguar-xe': saloon(false),
  'jaguar-xf': saloon(true),
  'jaguar-e-pace': jaguarSuv(true),
  'jaguar-f-pace': jaguarSuv(false),
  'jaguar-f-type': F_TYPE,
  'jaguar-i-pace': I_PACE,
}

/** A model without its own drawing (one added to the catalogue later) takes its body style's. */
const BY_BODY: Record<BodyStyle, ModelDrawing> = {
  suv: RANGE_ROVER,
  'compact-suv': VELAR,
  'short-suv': defender(90),
  saloon: saloon(false),
  sports: F_TYPE,
}

export function drawingOf(modelCode: string): ModelDrawing | undefined {
  const own = DRAWINGS[modelCode]
  if (own) return own
  const spec = MODEL_SPECS.find((m) => m.code === modelCode)
  return spec ? BY_BODY[spec.body] : undefined
}

export const DRAWN_MODELS = Object.keys(DRAWINGS)

// ---- Colour ----------------------------------------------------------------------------------------

function rgbOf(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

/** `hex` mixed with white (amount > 0) or black (amount < 0), as #rrggbb. */
export function mix(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0
  const a = Math.abs(amount)
  return `#${rgbOf(hex)
    .map((c) => Math.round(c + (target - c) * a))
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')}`
}

export function lightness(hex: string): number {
  const [r, g, b] = rgbOf(hex)
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255
}

// ---- Geometry --------------------------------------------------------------------------------------

type Xy = [number, number]

/**
 * A closed shape through points, each corner rounded by its radius (in pixels); `open` leaves the first
 * and last points sharp and the shape unclosed, for a caller to finish.
 */
function rounded(points: [number, number, number][], open = false): string {
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

function circle(cx: number, cy: number, r: number): string {
  return `M${M(cx - r)} ${M(cy)}A${M(r)} ${M(r)} 0 1 0 ${M(cx + r)} ${M(cy)}A${M(r)} ${M(r)} 0 1 0 ${M(cx - r)} ${M(cy)}Z`
}

/** A ring between two radii (even-odd fill not needed: the inner circle runs the other way). */
function ring(cx: number, cy: number, outer: number, inner: number): string {
  return `${circle(cx, cy, outer)}M${M(cx - inner)} ${M(cy)}A${M(inner)} ${M(inner)} 0 1 1 ${M(cx + inner)} ${M(cy)}A${M(inner)} ${M(inner)} 0 1 1 ${M(cx - inner)} ${M(cy)}Z`
}

/** A sector of a ring between angles (radians), for the openings between a wheel's spokes. */
function sector(cx: number, cy: number, r0: number, r1: number, a0: number, a1: number): string {
  const p = (r: number, a: number) => `${M(cx + r * Math.cos(a))} ${M(cy + r * Math.sin(a))}`
  return `M${p(r0, a0)}L${p(r1, a0)}A${M(r1)} ${M(r1)} 0 0 1 ${p(r1, a1)}L${p(r0, a1)}A${M(r0)} ${M(r0)} 0 0 0 ${p(r0, a0)}Z`
}

/** Where a height crosses the body's outline: its frontmost and rearmost x. */
function widthAt(body: Pt[], y: number): [number, number] {
  const xs: number[] = []
  body.forEach((p, i) => {
    const q = body[(i + 1) % body.length] as Pt
    if ((p[1] - y) * (q[1] - y) <= 0 && p[1] !== q[1])
      xs.push(p[0] + ((q[0] - p[0]) * (y - p[1])) / (q[1] - p[1]))
  })
  return xs.length ? [Math.min(...xs), Math.max(...xs)] : [0, Number.POSITIVE_INFINITY]
}

// ---- Drawing ---------------------------------------------------------------------------------------

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
