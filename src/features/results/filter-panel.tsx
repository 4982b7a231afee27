import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import type { ResultsLayout } from '../../../machines/results/results.types'
import type { Family } from '../../contract/family'
import type { SearchQuery } from '../../contract/search-filters'
import { SearchFilter } from '../search-filter/search-filter'
import { PhoneBar } from './phone-bar'

type Props = {
  family: Family
  query: SearchQuery
  layout: ResultsLayout
  /** Place · dates, for the phone bar. */
  summary: string | null
  /** On a phone, start with the overlay open (no search to show yet, or one that cannot be run). */
  initiallyOpen?: boolean
}

/**
 * SPEC §2 vehicle filter panel: above the results on a wide screen; on a phone, a full-screen overlay
 * opened from the fixed bottom bar. A search started in it changes the URL, which starts a new panel
 * (the page keys it on the query), so the overlay closes by itself.
 */
export function FilterPanel({ family, query, layout, summary, initiallyOpen = false }: Props) {
  const { t } = useLingui()
  const [open, setOpen] = useState(initiallyOpen)
  if (layout === 'wide') {
    return (
      <aside className="filter-panel" aria-label={t`Your search`}>
        <SearchFilter family={family} query={query} variant="panel" />
      </aside>
    )
  }
  return (
    <>
      {/* Behind the open overlay the bar is neither reachable nor announced. */}
      <PhoneBar
        summary={summary}
        covered={open}
        onModify={() => setOpen(true)}
        onSearch={() => setOpen(true)}
      />
      <ModalOverlay className="filter-overlay__backdrop" isDismissable isOpen={open} onOpenChange={setOpen}>
        <Modal className="filter-overlay">
          <Dialog className="filter-overlay__dialog">
            <header className="filter-overlay__head">
              <Heading slot="title" className="filter-overlay__title">
                <Trans>Modify your search</Trans>
              </Heading>
              <Button className="filter-overlay__close" onPress={() => setOpen(false)} aria-label={t`Close`}>
                <span aria-hidden="true">×</span>
              </Button>
            </header>
            {/* A search submitted here closes the overlay, even one that keeps the same URL. */}
            <div className="filter-overlay__form" onSubmit={() => setOpen(false)}>
              <SearchFilter family={family} query={query} variant="panel" />
            </div>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </>
  )
}
