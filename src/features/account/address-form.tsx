import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { useEffect, useRef } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { AddressMachine } from '../../../machines/personal-details/address.machine'
import {
  selectAddressErrors,
  selectAddressFailure,
  selectAddressValues,
  selectCanDelete,
  selectFirstAddressError,
  selectIsAddressDeleted,
  selectIsAddressSaved,
  selectIsAddressSaving,
  selectIsDeleting,
  selectIsPersisted,
} from '../../../machines/personal-details/address.selectors'
import type { AddressTextField } from '../../../machines/personal-details/address.types'
import { CheckField } from '../../components/form/choice-fields'
import { CountryField } from '../../components/form/country-field'
import { fieldId } from '../../components/form/field-ids'
import { TextField } from '../../components/form/text-field'
import { useFieldFocus } from '../../components/form/use-field-focus'
import { fieldErrorText } from '../../i18n/field-messages'
import { failureText } from './account-messages'
import { DeleteAddressDialog } from './delete-address-dialog'
import { SaveBar } from './save-bar'

type AddressActor = ActorRefFrom<AddressMachine>

/** SPEC §2 address: alias, street, number, more info, country, city, postal code, billing; save, delete. */
export function AddressForm({ actor }: { actor: AddressActor }) {
  const { i18n, t } = useLingui()
  const values = useSelector(actor, selectAddressValues)
  const codes = useSelector(actor, selectAddressErrors)
  const failure = useSelector(actor, selectAddressFailure)
  const saving = useSelector(actor, selectIsAddressSaving)
  const saved = useSelector(actor, selectIsAddressSaved)
  const deleted = useSelector(actor, selectIsAddressDeleted)
  const deleting = useSelector(actor, selectIsDeleting)
  const persisted = useSelector(actor, selectIsPersisted)
  const canDelete = useSelector(actor, selectCanDelete)
  const firstError = useSelector(actor, selectFirstAddressError)
  const alertRef = useRef<HTMLParagraphElement>(null)
  const busy = saving || deleting
  // A refused save or delete: the focus goes to the first field to fix, or to the alert.
  const { register, focus } = useFieldFocus<AddressTextField>(failure, firstError, alertRef)
  const change = (field: AddressTextField, value: string) =>
    actor.send({ type: 'field.change', field, value })

  // The Delete button goes with the address: the customer carries on in the emptied form.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per deleted address.
  useEffect(() => {
    if (deleted) focus('alias')
  }, [deleted])

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    actor.send({ type: 'form.submit' })
    const first = selectFirstAddressError(actor.getSnapshot())
    if (first) focus(first)
  }

  const text = (
    field: Exclude<AddressTextField, 'country'>,
    label: string,
    extra: { optional?: boolean; maxLength: number; autoComplete: string; className?: string },
  ) => (
    <TextField
      look="checkout"
      id={fieldId('address', field)}
      name={field}
      label={label}
      value={values[field]}
      error={fieldErrorText(codes[field], i18n)}
      onChange={(value) => change(field, value)}
      inputRef={register(field)}
      readOnly={busy}
      {...extra}
    />
  )

  const status = saved ? (
    <Trans>Your address has been saved.</Trans>
  ) : deleted ? (
    <Trans>The address has been deleted.</Trans>
  ) : null

  return (
    <>
      <form className="account-form" noValidate onSubmit={submit} aria-busy={busy}>
        {persisted ? null : (
          <p className="account-form__intro">
            <Trans>No address is saved yet. Add one to find it ready when you book.</Trans>
          </p>
        )}
        <div className="checkout-grid checkout-grid--address">
          {text('alias', t`Address name`, {
            optional: true,
            maxLength: 100,
            autoComplete: 'off',
            className: 'checkout-grid__wide',
          })}
          {text('address', t`Street`, {
            maxLength: 200,
            autoComplete: 'address-line1',
            className: 'checkout-grid__street',
          })}
          {text('house_number', t`House number`, { maxLength: 20, autoComplete: 'off' })}
          {text('additional_info', t`Additional information (door, floor)`, {
            optional: true,
            maxLength: 200,
            autoComplete: 'address-line2',
            className: 'checkout-grid__wide',
          })}
          <div className="checkout-grid__wide">
            <CountryField
              value={values.country}
              error={fieldErrorText(codes.country, i18n)}
              onChange={(code) => change('country', code)}
              inputRef={register('country')}
            />
          </div>
          {text('city', t`City`, { maxLength: 100, autoComplete: 'address-level2' })}
          {text('postal_code', t`Postal code`, { maxLength: 20, autoComplete: 'postal-code' })}
        </div>
        <CheckField
          look="checkout"
          id="address-billing"
          name="address_type"
          label={<Trans>Send the invoice to this address</Trans>}
          checked={values.billing}
          disabled={busy}
          onChange={(billing) => actor.send({ type: 'billing.change', billing })}
        />
        <SaveBar
          saving={saving}
          saved={status}
          alert={failure ? failureText(failure, Object.keys(codes).length > 0, i18n) : null}
          alertRef={alertRef}
          label={<Trans>Save address</Trans>}
        >
          {persisted ? (
            <button
              type="button"
              className="button button--ghost account-save__delete"
              aria-disabled={!canDelete || undefined}
              onClick={() => actor.send({ type: 'address.delete' })}
            >
              {deleting ? <span className="account-spinner" aria-hidden="true" /> : null}
              {deleting ? <Trans>Deleting…</Trans> : <Trans>Delete address</Trans>}
            </button>
          ) : null}
        </SaveBar>
      </form>
      <DeleteAddressDialog actor={actor} />
    </>
  )
}
