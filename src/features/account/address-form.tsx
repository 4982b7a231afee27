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
import { CountryField } from '../../components/form/country-field'
import { TextField } from '../../components/form/text-field'
import { failureText, fieldErrorText } from './account-messages'
import { DeleteAddressDialog } from './delete-address-dialog'
import { SaveBar } from './save-bar'

type AddressActor = ActorRefFrom<AddressMachine>

const inputId = (field: AddressTextField) => `address-${field.replaceAll('_', '-')}`

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
  const inputs = useRef(new Map<AddressTextField, HTMLInputElement>())
  const alertRef = useRef<HTMLParagraphElement>(null)
  const busy = saving || deleting
  const register = (field: AddressTextField) => (element: HTMLInputElement | null) => {
    if (element) inputs.current.set(field, element)
    else inputs.current.delete(field)
  }
  const change = (field: AddressTextField, value: string) =>
    actor.send({ type: 'field.change', field, value })

  const focusFirstError = () => {
    const first = selectFirstAddressError(actor.getSnapshot())
    if (first) inputs.current.get(first)?.focus()
    else alertRef.current?.focus()
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per refused save or delete.
  useEffect(() => {
    if (failure) focusFirstError()
  }, [failure])

  // The Delete button goes with the address: the customer carries on in the emptied form.
  useEffect(() => {
    if (deleted) inputs.current.get('alias')?.focus()
  }, [deleted])

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    actor.send({ type: 'form.submit' })
    if (selectFirstAddressError(actor.getSnapshot())) focusFirstError()
  }

  const text = (
    field: Exclude<AddressTextField, 'country'>,
    label: string,
    extra: { optional?: boolean; maxLength: number; autoComplete: string; className?: string },
  ) => (
    <TextField
      id={inputId(field)}
      name={field}
      label={label}
      value={values[field]}
      error={fieldErrorText(codes[field] ?? null, i18n)}
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
              error={fieldErrorText(codes.country ?? null, i18n)}
              onChange={(code) => change('country', code)}
              inputRef={register('country')}
            />
          </div>
          {text('city', t`City`, { maxLength: 100, autoComplete: 'address-level2' })}
          {text('postal_code', t`Postal code`, { maxLength: 20, autoComplete: 'postal-code' })}
        </div>
        <div className="checkout-check">
          <input
            id="address-billing"
            name="address_type"
            type="checkbox"
            className="checkout-check__input"
            checked={values.billing}
            disabled={busy}
            onChange={(event) => actor.send({ type: 'billing.change', billing: event.target.checked })}
          />
          <label className="checkout-check__label" htmlFor="address-billing">
            <Trans>Send the invoice to this address</Trans>
          </label>
        </div>
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
