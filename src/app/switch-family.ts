import type { MouseEvent } from 'react'
import type { Family } from '../contract/family'
import type { AppActors } from './actors'

/**
 * A brand card's click (tab2's "Prefer another brand?", results' "none available"): what the header's
 * brand menu does (SPEC §4 switching family). A held slot is released or a finished booking's data
 * cleared, then the family machine switches: stores the family, clears the stored model (it belongs to
 * the old family) and goes to the new family's home. A click meant for a new tab or window keeps the
 * link's own behaviour.
 */
export function switchFamilyOnClick(actors: AppActors, family: Family) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    actors.wizard.send({ type: 'wizard.leave' })
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    actors.family.send({ type: 'family.switch', family })
  }
}
