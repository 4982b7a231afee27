import type { ModelDrawing } from './vehicle-art-drawing'

/** The Discovery family's drawings (see `vehicle-art.ts` for which model wears which). */

export const DISCOVERY: ModelDrawing = {
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

export const DISCOVERY_SPORT: ModelDrawing = {
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
