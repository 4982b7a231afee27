import { CalendarDate } from '@internationalized/date'
import { Trans, useLingui } from '@lingui/react/macro'
import { type RefObject, useLayoutEffect } from 'react'
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  Dialog,
  Heading,
  I18nProvider,
  Popover,
  setInteractionModality,
} from 'react-aria-components'
import type { Opening } from '../../components/first-use/first-use'
import { formatFilterDate, isSunday, parseFilterDate, todayDate } from './dates'

type Props = {
  label: string
  value: string | null
  /** The earliest day that may be chosen (DD/MM/YYYY; today when absent or earlier). */
  minValue?: string | null | undefined
  onChoose: (value: string | null) => void
}

/** The date field's popover, loaded on first use: the first opening shows the focus as it was asked for. */
export function CalendarPopover({
  triggerRef,
  isOpen,
  onOpenChange,
  opening,
  ...panel
}: Props & {
  triggerRef: RefObject<HTMLElement | null>
  isOpen: boolean
  onOpenChange: (open: boolean) => void
  opening: Opening | null
}) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first mount opens; later renders belong to the widget.
  useLayoutEffect(() => {
    if (opening) setInteractionModality(opening.modality)
  }, [])
  return (
    <Popover
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      placement="bottom start"
      className="popover"
    >
      <CalendarPanel {...panel} />
    </Popover>
  )
}

/** The popover's content: month grid, Today and Clear (SPEC §5). */
function CalendarPanel({ label, value, minValue, onChoose }: Props) {
  const { i18n, t } = useLingui()
  const today = todayDate()
  // Worked out here, with the calendar's date library, so the field itself loads none of it.
  const min = parseFilterDate(minValue ?? null) ?? today
  const earliest = min.compare(today) < 0 ? today : min
  return (
    <Dialog className="calendar-dialog" aria-label={label}>
      <I18nProvider locale={i18n.locale === 'it' ? 'it-IT' : 'en-GB'}>
        {/* The focus opens on the chosen day (or the first one available), as in a date picker dialog. */}
        <Calendar
          autoFocus
          aria-label={label}
          value={parseFilterDate(value)}
          minValue={earliest}
          isDateUnavailable={(date) => isSunday(new CalendarDate(date.year, date.month, date.day))}
          onChange={(date) => onChoose(formatFilterDate(date))}
          className="calendar"
        >
          <header className="calendar__header">
            <Button slot="previous" className="calendar__nav" aria-label={t`Previous month`}>
              ‹
            </Button>
            <Heading className="calendar__title" />
            <Button slot="next" className="calendar__nav" aria-label={t`Next month`}>
              ›
            </Button>
          </header>
          <CalendarGrid className="calendar__grid">
            {(date) => <CalendarCell date={date} className="calendar__cell" />}
          </CalendarGrid>
        </Calendar>
      </I18nProvider>
      <div className="calendar__shortcuts">
        <button
          type="button"
          className="button button--ghost button--small"
          disabled={isSunday(today) || today.compare(earliest) < 0}
          onClick={() => onChoose(formatFilterDate(today))}
        >
          <Trans>Today</Trans>
        </button>
        <button type="button" className="button button--ghost button--small" onClick={() => onChoose(null)}>
          <Trans>Clear</Trans>
        </button>
      </div>
    </Dialog>
  )
}
