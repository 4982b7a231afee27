import type { ModelDrawing } from './vehicle-art-drawing'
import { M } from './vehicle-art-geometry'

/** A Jaguar saloon: long bonnet, the cabin set back, a short boot; the XF adds its third side window. */
export function saloon(long: boolean): ModelDrawing {
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
export function jaguarSuv(compact: boolean): ModelDrawing {
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
export const I_PACE: ModelDrawing = {
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

export const F_TYPE: ModelDrawing = {
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
