import { type Family, themeOf } from '../contract/family'

/** Swaps the theme stylesheet and favicon for a family; nothing else in the DOM knows about brands. */
export function applyFamilyTheme(family: Family | undefined): void {
  // A page rendered ahead of time has no document: the server names the theme in its HTML instead.
  if (typeof document === 'undefined') return
  const stylesheet = document.getElementById('theme-stylesheet') as HTMLLinkElement | null
  const href = `/assets/${family ? themeOf(family) : 'land-rover'}.css`
  if (stylesheet && stylesheet.getAttribute('href') !== href) stylesheet.setAttribute('href', href)

  const icon = document.getElementById('favicon') as HTMLLinkElement | null
  const iconHref = `/assets/favicons/${family ?? 'default'}.svg`
  if (icon && icon.getAttribute('href') !== iconHref) icon.setAttribute('href', iconHref)

  document.documentElement.dataset.family = family ?? ''
  document.documentElement.dataset.theme = family ? themeOf(family) : 'land-rover'
}
