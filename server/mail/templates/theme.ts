import { readFileSync } from 'node:fs'
import { type Family, themeOf } from '../../../src/contract/family'

/** The families' colours (src/public/assets/land-rover.css and jaguar.css), for mail apps' inline styles. */
export type EmailTheme = {
  page: string
  band: string
  bandText: string
  card: string
  text: string
  muted: string
  rule: string
  panel: string
  accent: string
  accentText: string
  link: string
  display: string
  body: string
  radius: number
  tracking: string
}

const LAND_ROVER: EmailTheme = {
  page: '#f6f5f1',
  band: '#1f2326',
  bandText: '#f6f5f1',
  card: '#ffffff',
  text: '#1f2326',
  muted: '#545a5f',
  rule: '#d3d1c9',
  panel: '#f6f5f1',
  accent: '#005a2b',
  accentText: '#ffffff',
  link: '#005a2b',
  display: '"Avenir Next", Avenir, "Segoe UI", "Helvetica Neue", Helvetica, Arial, sans-serif',
  body: '-apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  radius: 3,
  tracking: '0.14em',
}

const JAGUAR: EmailTheme = {
  page: '#0e0e11',
  band: '#08080a',
  bandText: '#ece6da',
  card: '#16161a',
  text: '#ece6da',
  muted: '#aaa498',
  rule: '#35353d',
  panel: '#1f1f25',
  accent: '#9e1b32',
  accentText: '#fbf6ee',
  link: '#d8c29a',
  display: 'Optima, Candara, "Segoe UI", "Noto Sans", "Gill Sans", "Trebuchet MS", sans-serif',
  body: '-apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  radius: 8,
  tracking: '0.18em',
}

export function emailTheme(family: Family): EmailTheme {
  return themeOf(family) === 'jaguar' ? JAGUAR : LAND_ROVER
}

const BRAND_DIR = new URL('../../../src/public/assets/brand/', import.meta.url)
const wordmarks = new Map<string, { src: string; width: number; height: number }>()

/**
 * The family's own drawn wordmark (the site's header uses the same SVG), tinted for the band and
 * carried inside the email as a data URL, so it needs no request to our server.
 */
export function wordmark(family: Family, colour: string, height = 18) {
  const key = `${family}:${colour}:${height}`
  const known = wordmarks.get(key)
  if (known) return known
  const svg = readFileSync(new URL(`${family}-wordmark.svg`, BRAND_DIR), 'utf8').replace(
    /currentColor/g,
    colour,
  )
  const [, , w = 1, h = 1] = (/viewBox="([^"]+)"/.exec(svg)?.[1] ?? '0 0 1 1').split(/\s+/).map(Number)
  const mark = {
    src: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    width: Math.round((w / h) * height),
    height,
  }
  wordmarks.set(key, mark)
  return mark
}
