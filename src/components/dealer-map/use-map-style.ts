import { useSyncExternalStore } from 'react'
import type { Theme } from '../../contract/family'
import { DARK_STYLE_URL, DEFAULT_STYLE_URL } from './dealer-map.config'

/** The page's theme, as `applyFamilyTheme` names it on `<html data-theme>`; it changes with the family. */
function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange)
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] })
  return () => observer.disconnect()
}
const theme = (): Theme => (document.documentElement.dataset.theme === 'jaguar' ? 'jaguar' : 'land-rover')

/**
 * The style the map draws for the page's theme. The shipped base map has a dark twin for Jaguar's dark
 * theme; an operator's style (`MAP_STYLE_URL`) may name the variant with `{theme}`, which becomes `light`
 * or `dark`.
 */
export function styleFor(styleUrl: string, current: Theme): string {
  const dark = current === 'jaguar'
  if (styleUrl === DEFAULT_STYLE_URL) return dark ? DARK_STYLE_URL : DEFAULT_STYLE_URL
  return styleUrl.replaceAll('{theme}', dark ? 'dark' : 'light')
}

export function useMapStyle(styleUrl: string): string {
  const current = useSyncExternalStore(subscribe, theme, () => 'land-rover' as const)
  return styleFor(styleUrl, current)
}
