import { readFileSync } from 'node:fs'
import { type Family, isFamily, type Theme, themeOf } from '../../src/contract/family'
import { VEHICLE_MODELS } from '../db/vehicle-models.seed'

/** The app's own drawn marks and theme stylesheets: the receipt reads the same files the browser gets. */
const ASSETS = new URL('../../src/public/assets/', import.meta.url)

export type Wordmark = { path: string; width: number; height: number }

/** The colours of a family's theme the receipt uses, from its stylesheet's custom properties. */
export type ThemeColours = {
  headerBg: string
  headerText: string
  accent: string
  accentContrast: string
  link: string
  surface2: string
  border: string
  text: string
  textMuted: string
  bg: string
}

const marks = new Map<string, Wordmark>()
const themes = new Map<Theme, ThemeColours>()

/** A drawn mark of the app (`src/public/assets/brand/<name>.svg`, a family's wordmark or the product's mark): one path in its viewBox. */
export function markOf(name: `${Family}-wordmark` | 'altura-mark'): Wordmark {
  const known = marks.get(name)
  if (known) return known
  const svg = readFileSync(new URL(`brand/${name}.svg`, ASSETS), 'utf8')
  const [, , , width = '0', height = '0'] = svg.match(/viewBox="([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+)"/) ?? []
  const path = svg.match(/ d="([^"]+)"/)?.[1]
  if (!path) throw new Error(`No path in the ${name} mark`)
  const mark = { path, width: Number(width), height: Number(height) }
  marks.set(name, mark)
  return mark
}

/** The theme's colours (`src/public/assets/<theme>.css`). */
export function themeColours(theme: Theme): ThemeColours {
  const known = themes.get(theme)
  if (known) return known
  const css = readFileSync(new URL(`${theme}.css`, ASSETS), 'utf8')
  const colour = (name: string) => {
    const value = css.match(new RegExp(`--color-${name}:\\s*(#[0-9a-fA-F]{6})`))?.[1]
    if (!value) throw new Error(`No --color-${name} in the ${theme} theme`)
    return value
  }
  const colours = {
    headerBg: colour('header-bg'),
    headerText: colour('header-text'),
    accent: colour('accent'),
    accentContrast: colour('accent-contrast'),
    link: colour('link'),
    surface2: colour('surface-2'),
    border: colour('border'),
    text: colour('text'),
    textMuted: colour('text-muted'),
    bg: colour('bg'),
  }
  themes.set(theme, colours)
  return colours
}

/** The family a booked model belongs to (the snapshot keeps the model). */
export function familyOfModel(modelCode: string): Family {
  const family = VEHICLE_MODELS.find((m) => m.code === modelCode)?.family
  return isFamily(family) ? family : 'range-rover'
}

export { themeOf }
