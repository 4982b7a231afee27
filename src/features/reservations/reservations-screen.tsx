import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { useEffect, useRef, useState } from 'react'
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components'
import {
  selectCanRefresh,
  selectReceiptError,
  selectStatus,
  selectStatusCounts,
} from '../../../machines/reservations/reservations.selectors'
import { useScreenActor } from '../../app/use-app-actor-ref'
import type { Family } from '../../contract/family'
import { RESERVATION_STATUSES, type ReservationStatus } from '../../contract/reservation'
import { CancelDialog } from './cancel-dialog'
import { CancelledNotice } from './cancelled-notice'
import { createReceiptTab } from './receipt-tab'
import { ReservationList } from './reservation-list'
import type { ReservationsActor } from './reservations-actor'
import { provideReservationsActors, reservationsLanguage } from './reservations-actors'
import { STATUS_LABELS } from './reservations-messages'
import { SortMenu } from './sort-menu'

const sameCounts = (a: Record<string, number>, b: Record<string, number>) =>
  RESERVATION_STATUSES.every((status) => a[status] === b[status])

/**
 * SPEC §2 My reservations: a screen-level reservations actor, started and stopped with the route. Status
 * tabs (PENDING first), the sort menu, the cards of the chosen tab and the cancel dialog.
 */
export function ReservationsScreen({ family }: { family: Family }) {
  const [receiptTab] = useState(createReceiptTab)
  const actor = useScreenActor(
    () => provideReservationsActors(receiptTab),
    () => ({ language: reservationsLanguage() }),
  )
  const heading = useRef<HTMLHeadingElement>(null)
  // The screen's title takes the focus, as every screen's does on arrival.
  useEffect(() => heading.current?.focus(), [])
  return (
    <section
      className={`reservations reservations--${family === 'jaguar' ? 'jaguar' : 'land-rover'}`}
      aria-labelledby="my-reservations-title"
    >
      <div className="reservations__head">
        <h2 id="my-reservations-title" className="reservations__title" ref={heading} tabIndex={-1}>
          <Trans>My reservations</Trans>
        </h2>
        <div className="reservations__tools">
          <RefreshButton actor={actor} />
          <SortMenu actor={actor} />
        </div>
      </div>
      <CancelledNotice actor={actor} />
      <ReceiptError actor={actor} />
      <StatusTabs actor={actor} family={family} receiptTab={receiptTab} />
      <CancelDialog actor={actor} family={family} />
    </section>
  )
}

/** Loads the list again: a dealer's answer shows without leaving the page. */
function RefreshButton({ actor }: { actor: ReservationsActor }) {
  const { t } = useLingui()
  const canRefresh = useSelector(actor, selectCanRefresh)
  return (
    <button
      type="button"
      className="button reservations__refresh"
      aria-label={t`Refresh the list`}
      disabled={!canRefresh}
      onClick={() => actor.send({ type: 'list.reload' })}
    >
      <Trans>Refresh</Trans>
    </button>
  )
}

type TabsProps = { actor: ReservationsActor; family: Family; receiptTab: ReturnType<typeof createReceiptTab> }

function StatusTabs({ actor, family, receiptTab }: TabsProps) {
  const { i18n, t } = useLingui()
  const status = useSelector(actor, selectStatus)
  const counts = useSelector(actor, selectStatusCounts, sameCounts)
  const list = useRef<HTMLDivElement>(null)
  // On a phone the tabs scroll sideways: the chosen one (also when chosen from elsewhere) comes into view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: it follows the chosen status.
  useEffect(() => {
    list.current
      ?.querySelector('[aria-selected="true"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' })
  }, [status])
  return (
    <Tabs
      className="reservations-tabs"
      selectedKey={status}
      onSelectionChange={(key) => actor.send({ type: 'status.select', status: key as ReservationStatus })}
    >
      <TabList ref={list} className="reservations-tabs__list" aria-label={t`Reservation status`}>
        {RESERVATION_STATUSES.map((tab) => (
          <Tab key={tab} id={tab} className="reservations-tabs__tab">
            <span>{i18n._(STATUS_LABELS[tab])}</span>
            {counts[tab] > 0 ? (
              <span className="reservations-tabs__count">
                <span className="visually-hidden">: </span>
                {counts[tab]}
              </span>
            ) : null}
          </Tab>
        ))}
      </TabList>
      {RESERVATION_STATUSES.map((tab) => (
        <TabPanel key={tab} id={tab} className="reservations-tabs__panel">
          <ReservationList actor={actor} family={family} receiptTab={receiptTab} />
        </TabPanel>
      ))}
    </Tabs>
  )
}

/** A receipt that could not be opened: the server's message, or ours. */
function ReceiptError({ actor }: { actor: ReservationsActor }) {
  const error = useSelector(actor, selectReceiptError)
  if (!error) return null
  return (
    <p className="reservations-alert" role="alert">
      {error.message ?? <Trans>We could not get the receipt. Please try again.</Trans>}
    </p>
  )
}
