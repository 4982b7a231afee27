import type { ModelDrawing, Pillar, Pt } from './vehicle-art-drawing'

/** The Defender's upright body: flat roof, short overhangs, squared arches, a spare wheel on the side door. */
export function defender(variant: 90 | 110 | 130): ModelDrawing {
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
