import { COLORS, MODEL_SPECS } from './models.data'
import { drawingOf } from './vehicle-art'
import { lightness, mix } from './vehicle-art-colour'
import { type Layer, PICTURE, SCALE } from './vehicle-art-drawing'
import { vehicleLayers } from './vehicle-art-layers'

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;')

/** The gradients the layers name: the paint's light and shade, glass, metal, the lights and the shadow. */
function defs(paint: string, top: number, bottom: number): string {
  const dark = lightness(paint) < 0.3
  return `<defs>
<linearGradient id="body" gradientUnits="userSpaceOnUse" x1="0" y1="${top}" x2="0" y2="${bottom}">
<stop offset="0" stop-color="${mix(paint, dark ? 0.3 : 0.24)}"/><stop offset="0.34" stop-color="${mix(paint, dark ? 0.12 : 0.08)}"/><stop offset="0.52" stop-color="${paint}"/><stop offset="0.8" stop-color="${mix(paint, -0.12)}"/><stop offset="1" stop-color="${mix(paint, -0.4)}"/>
</linearGradient>
<linearGradient id="glass" x1="0" y1="0" x2="0.25" y2="1"><stop offset="0" stop-color="#4a5767"/><stop offset="0.55" stop-color="#222a33"/><stop offset="1" stop-color="#101317"/></linearGradient>
<linearGradient id="rim" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#eef0f2"/><stop offset="0.5" stop-color="#b9bec4"/><stop offset="1" stop-color="#7c8288"/></linearGradient>
<linearGradient id="light" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#d8d1bb"/></linearGradient>
<linearGradient id="tail" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e0414b"/><stop offset="1" stop-color="#7a0f16"/></linearGradient>
<radialGradient id="shadow"><stop offset="0" stop-color="#000"/><stop offset="0.7" stop-color="#000" stop-opacity="0.55"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
</defs>`
}

function layerSvg(layer: Layer): string {
  const fill = layer.gradient ? `url(#${layer.gradient})` : layer.fill
  const opacity = layer.opacity === undefined ? '' : ` opacity="${layer.opacity}"`
  const stroke = layer.stroke
    ? ` stroke="${layer.stroke.colour}" stroke-width="${layer.stroke.width}" stroke-linejoin="round"${
        layer.stroke.opacity === undefined ? '' : ` stroke-opacity="${layer.stroke.opacity}"`
      }`
    : ''
  return `<path d="${layer.d}" fill="${fill}"${opacity}${stroke}/>`
}

const drawn = new Map<string, string>()

/**
 * Our own illustration of a model in a colour (DESIGN §7: no third-party photos or logos): the model's
 * drawing (`vehicle-art.ts`) in the catalogue's paint. Each picture is drawn once per process.
 */
export function vehicleSvg(modelCode: string, colorSlug: string): string | undefined {
  const key = `${modelCode}/${colorSlug}`
  const known = drawn.get(key)
  if (known) return known
  const spec = MODEL_SPECS.find((m) => m.code === modelCode)
  const color = COLORS.find((c) => c.slug === colorSlug)
  const drawing = drawingOf(modelCode)
  if (!spec || !color || !drawing) return undefined
  const top = PICTURE.ground - Math.max(...drawing.body.map((p) => p[1])) * SCALE
  const bottom = PICTURE.ground - drawing.sill * SCALE
  const label = escapeXml(`${spec.code} ${color.name}`)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${PICTURE.width} ${PICTURE.height}" role="img" aria-label="${label}">
<title>${label}</title>
${defs(color.hex, top, bottom)}
${vehicleLayers(drawing, color.hex).map(layerSvg).join('\n')}
</svg>`
  drawn.set(key, svg)
  return svg
}
