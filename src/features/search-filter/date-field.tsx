import { CalendarDate } from '@internationalized/date'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useRef, useState } from 'react'
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  Dialog,
  Heading,
  I18nProvider,
  Popover,
} from 'react-aria-components'
import { formatFilterDate, isSunday, parseFilterDate, todayDate } from './dates'

type Props = {
  label: string
  value: string | null
  /** The earliest day that may be chosen (today, or the start date for the end date). */
  minValue?: string | null
  onChange: (value: string | null) => void
}

/** SPEC §5 calendar: DD/MM/YYYY in a read-only input; Sundays and past days disabled; Today and Clear. */
export function DateField({ label, value, minValue, onChange }: Props) {
  const { i18n, t } = useLingui()
  const [open, setOpen] = useState(false)
  const groupRef = useRef<HTMLDivElement>(null)
  const id = useId()
  const today = todayDate()
  const min = parseFilterDate(minValue ?? null) ?? today
  const earliest = min.compare(today) < 0 ? today : min
  const choose = (text: string | null) => {
    onChange(text)
    setOpen(false)
  }
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control field__control--with-button" ref={groupRef}>
        <input
          id={id}
          className="field__input"
          readOnly
          placeholder={t`DD/MM/YYYY`}
          value={value ?? ''}
          onClick={() => setOpen(true)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
              event.preventDefault()
              setOpen(true)
            }
          }}
        />
        <Button
          className="field__icon-button"
          aria-label={t`Open the calendar for ${label}`}
          onPress={() => setOpen(true)}
        >
          <span className="calendar-icon" aria-hidden="true" />
        </Button>
      </div>
      <Popover
        triggerRef={groupRef}
        isOpen={open}
        onOpenChange={setOpen}
        placement="bottom start"
        className="popover"
      >
        <Dialog className="calendar-dialog" aria-label={label}>
          <I18nProvider locale={i18n.locale === 'it' ? 'it-IT' : 'en-GB'}>
            <Calendar
              aria-label={label}
              value={parseFilterDate(value)}
              minValue={earliest}
              isDateUnavailable={(date) => isSunday(new CalendarDate(date.year, date.month, date.day))}
              onChange={(date) => choose(formatFilterDate(date))}
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
              onClick={() => choose(formatFilterDate(today))}
            >
              <Trans>Today</Trans>
            </button>
            <button type="button" className="button button--ghost button--small" onClick={() => choose(null)}>
              <Trans>Clear</Trans>
            </button>
          </div>
        </Dialog>
      </Popover>
    </div>
  )
}
