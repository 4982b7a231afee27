import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react'
import type { Actor } from 'xstate'
import { firstInvalid, serverErrors } from '../../../machines/checkout-draft/checkout-draft.rules'
import {
  selectHasEnded,
  selectIsBusy,
  selectIsChecking,
} from '../../../machines/slot-hold/slot-hold.selectors'
import type { WizardMachine } from '../../../machines/wizard/wizard.machine'
import {
  selectError,
  selectFilters,
  selectHold,
  selectOptions,
  selectVehicle,
} from '../../../machines/wizard/wizard.selectors'
import { useFieldRefs } from '../../components/form/use-field-focus'
import { vehicleTitle } from '../../components/vehicle/vehicle-text'
import type { CheckoutField } from '../../contract/checkout'
import type { Family } from '../../contract/family'
import type { SavedFilters } from '../../contract/search-filters'
import { bookingTotal } from '../../contract/totals'
import type { User } from '../../contract/user'
import { fieldErrorText } from '../../i18n/field-messages'
import { BookBar } from './book-bar'
import { bookingFailureText } from './checkout-messages'
import { CheckoutSummary } from './checkout-summary'
import { CommunicationsSection, LegalSection, PromoSection } from './consent-sections'
import { AddressSection, PersonalSection, SaveToAccountField } from './contact-sections'
import { ErrorSummary } from './error-summary'
import { HoldNotice } from './hold-notice'
import { useCheckoutDraft } from './use-checkout-draft'
// The phone and postal code rules whole: this module's forms take them (rules.ts, NumberingPlans).
import '../../contract/numbering-plans'

type Wizard = Actor<WizardMachine>

/** The booking the draft is for: the vehicle and its period (a new one asks for consents again). */
const scopeOf = (plate: string, filters: SavedFilters | null) =>
  [plate, filters?.dateFrom, filters?.timeFrom, filters?.dateTo, filters?.timeTo].join('|')

/**
 * SPEC §2 tab4 checkout: summary, personal data, address, consents, Book. The wizard owns the hold and
 * the booking; the draft (rules in src/contract/checkout.ts) owns what the customer typed.
 */
type Props = {
  wizard: Wizard
  family: Family
  /** The signed-in customer (the session's): the draft starts from their details. */
  user: User | null
}

export function CheckoutScreen({ wizard, family, user: signedIn }: Props) {
  const { i18n } = useLingui()
  const vehicle = useSelector(wizard, selectVehicle)
  const options = useSelector(wizard, selectOptions)
  const filters = useSelector(wizard, selectFilters)
  const answer = useSelector(wizard, selectError)
  const hold = useSelector(wizard, selectHold)
  const busy = useSelector(hold, (s) => selectIsBusy(s) || selectIsChecking(s))
  const expired = useSelector(hold, selectHasEnded)
  // The details the draft starts from are the customer's as the page opened.
  const [user] = useState(signedIn)
  // Each Book that finds errors: focus goes to the summary of them all (a counter, so every press moves it).
  const [refused, setRefused] = useState(0)
  const onInvalid = useCallback(() => setRefused((count) => count + 1), [])
  const scope = scopeOf(vehicle?.license_plate ?? '', filters)
  const { draft, change, submit } = useCheckoutDraft(user, scope, onInvalid)
  const { register, focus } = useFieldRefs<CheckoutField>()
  const alertRef = useRef<HTMLParagraphElement>(null)
  const summaryRef = useRef<HTMLElement>(null)
  const fromServer = serverErrors(draft, answer)
  const latest = useRef({ fromServer })
  latest.current = { fromServer }

  const focusSummary = () => {
    const summary = summaryRef.current
    if (!summary) return false
    summary.focus({ preventScroll: true })
    summary.scrollIntoView({ block: 'start' })
    return true
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per refused Book, not per render.
  useEffect(() => {
    if (refused > 0) focusSummary()
  }, [refused])

  // A failed booking: focus goes to the summary when the server named fields, else to the alert.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per server answer, not per keystroke.
  useEffect(() => {
    if (answer?.during !== 'booking') return
    const first = firstInvalid(latest.current.fromServer.errors)
    if (first && focusSummary()) return
    alertRef.current?.focus()
  }, [answer])

  if (!vehicle) return null
  const codes = { ...fromServer.errors, ...draft.errors }
  const errors = Object.fromEntries(
    Object.entries(codes).map(([field, code]) => [field, fieldErrorText(code, i18n, 'booking')]),
  )
  const sectionProps = {
    values: draft.values,
    errors,
    change: (field: CheckoutField, value: unknown) => change(field, value as never, answer),
    register,
  }
  const alert =
    answer?.during === 'booking'
      ? bookingFailureText(answer.failure, fromServer.onFields, fromServer.elsewhere, i18n)
      : null
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (busy || expired) return
    submit()
  }
  return (
    <div className="checkout">
      <HoldNotice wizard={wizard} vehicleName={vehicleTitle(vehicle)} />
      <div className="checkout__columns">
        <form className="checkout-form" noValidate onSubmit={onSubmit} aria-labelledby="page-title">
          <ErrorSummary errors={errors} focusField={focus} summaryRef={summaryRef} />
          <p className="checkout-form__intro">
            <Trans>
              We have filled in what we know from your account. Check your details, answer the questions and
              book: the dealer then confirms your booking.
            </Trans>
          </p>
          <PersonalSection {...sectionProps} />
          <AddressSection {...sectionProps} />
          {user ? <SaveToAccountField {...sectionProps} /> : null}
          <PromoSection {...sectionProps} />
          <CommunicationsSection {...sectionProps} />
          <LegalSection {...sectionProps} family={family} />
          <BookBar wizard={wizard} total={bookingTotal(vehicle, options)} alert={alert} alertRef={alertRef} />
        </form>
        <CheckoutSummary vehicle={vehicle} options={options} filters={filters} />
      </div>
    </div>
  )
}
