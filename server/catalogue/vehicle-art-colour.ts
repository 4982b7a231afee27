/** The paint's lighter and darker shades: the body's gradient, its seams and its trim follow the paint. */

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
