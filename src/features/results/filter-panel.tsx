import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import type { ResultsLayout } from '../../../machines/results/results.types'
import { deferred } from '../../components/first-use/first-use'
import { PhoneBar } from './phone-bar'

const overlay = deferred(() => import('./filter-overlay'))

type Props = {
  layout: ResultsLayout
  /** Place · dates, for the phone bar. */
  summary: string | null
  /** The search filter (SPEC §2), the same form in the panel and in the phone's overlay. */
  filter: React.ReactNode
  /** On a phone, start with the overlay open (no search to show yet, or one that cannot be run). */
  initiallyOpen?: boolean
  /** The narrowing of the results shown, for the phone's overlay (a wide screen shows it beside them). */
  narrow?: React.ReactNode
}

/**
 * SPEC §2 vehicle filter panel: above the results on a wide screen; on a phone, a full-screen overlay
 * opened from the fixed bottom bar. A search started in it changes the URL, which starts a new panel
 * (the page keys it on the query), so the overlay closes by itself.
 */
export function FilterPanel({ filter, layout, summary, initiallyOpen = false, narrow }: Props) {
  const { t } = useLingui()
  const [open, setOpen] = useState(initiallyOpen)
  const [loaded, setLoaded] = useState(overlay.loaded)
  const preload = () => {
    overlay.preload().then(setLoaded, (error: unknown) => {
      // Without its code the overlay cannot open: the bar stays usable, to try again.
      console.error('A part of the page did not load', error)
      setOpen(false)
    })
  }
  // Opened before its code was in (a tap without a hover, or a phone that starts with it open).
  useEffect(() => {
    if (open && !loaded && layout === 'narrow') preload()
  })
  if (layout === 'wide') {
    return (
      <aside className="filter-panel" aria-label={t`Your search`}>
        {filter}
      </aside>
    )
  }
  return (
    <>
      {/* Behind the open overlay the bar is neither reachable nor announced. */}
      <PhoneBar
        summary={summary}
        covered={open}
        onIntent={preload}
        onModify={() => setOpen(true)}
        onSearch={() => setOpen(true)}
      />
      {loaded ? (
        <loaded.FilterOverlay filter={filter} open={open} onOpenChange={setOpen} narrow={narrow} />
      ) : null}
    </>
  )
}
