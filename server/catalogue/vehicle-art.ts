import { type BodyStyle, MODEL_SPECS } from './models.data'
import { defender } from './vehicle-art-defender'
import { DISCOVERY, DISCOVERY_SPORT } from './vehicle-art-discovery'
import type { ModelDrawing } from './vehicle-art-drawing'
import { F_TYPE, I_PACE, jaguarSuv, saloon } from './vehicle-art-jaguar'
import { EVOQUE, RANGE_ROVER, RANGE_ROVER_SPORT, VELAR } from './vehicle-art-range-rover'

/**
 * Our own side-view drawings of each model (DESIGN §7: no third-party photos or logos), front to the left.
 * A model is described in metres (x from the front bumper, y above the ground) and drawn as layers of
 * plain SVG paths, so the same drawing serves the browser (`vehicle-svg.ts`) and the PDF receipt.
 *
 * This module says which drawing each model wears: the drawings live one family to a module
 * (`vehicle-art-range-rover.ts`, …), the outline's shape in `vehicle-art-drawing.ts`, and
 * `vehicle-art-layers.ts` turns a drawing into the layers of the picture.
 */

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
