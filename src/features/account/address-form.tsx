import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { useEffect, useRef } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { AddressMachine } from '../../../machines/personal-details/address.machine'
import {
  selectAddressActivity,
  selectAddressErrors,
  selectAddressFailure,
  selectAddressValues,
  selectCanDelete,
  selectFirstAddressError,
  selectIsPersisted,
} from '../../../machines/personal-details/address.selectors'
import type { AddressTextField } from '../../../machines/personal-details/address.types'
import { AddressFields, type AddressTextName } from '../../components/form/address-fields'
import { CheckField } from '../../components/form/choice-fields'
import { fieldId } from '../../components/form/field-ids'
import { useFieldFocus } from '../../components/form/use-field-focus'
import { fieldErrorText } from '../../i18n/field-messages'
import { AccountForm } from './account-form'
import { failureText } from './account-messages'
import { DeleteAddressDialog } from './delete-address-dialog'
import { SaveBar } from './save-bar'

type AddressActor = ActorRefFrom<AddressMachine>

/** SPEC §2 address: alias, street, number, more info, country, city, postal code, billing; save, delete. */
export function AddressForm({ actor }: { actor: AddressActor }) {
  const { i18n } = useLingui()
  const values = useSelector(actor, selectAddressValues)
  const codes = useSelector(actor, selectAddressErrors)
  const failure = useSelector(actor, selectAddressFailure)
  const activity = useSelector(actor, selectAddressActivity)
  const [saving, saved] = [activity === 'saving', activity === 'saved']
  const [deleting, deleted] = [activity === 'deleting', activity === 'deleted']
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

  const submit = () => {
    actor.send({ type: 'form.submit' })
    const first = selectFirstAddressError(actor.getSnapshot())
    if (first) focus(first)
  }

  const field = (name: AddressTextName | 'alias') => ({
    look: 'checkout' as const,
    id: fieldId('address', name),
    name,
    value: values[name],
    error: fieldErrorText(codes[name], i18n),
    onChange: (value: string) => change(name, value),
    inputRef: register(name),
    readOnly: busy,
  })

  const status = saved ? (
    <Trans>Your address has been saved.</Trans>
  ) : deleted ? (
    <Trans>The address has been deleted.</Trans>
  ) : null

  return (
    <>
      <AccountForm busy={busy} submit={submit}>
        {persisted ? null : (
          <p className="account-form__intro">
            <Trans>No address is saved yet. Add one to find it ready when you book.</Trans>
          </p>
        )}
        <div className="checkout-grid checkout-grid--address">
          <AddressFields
            variant="saved"
            field={field}
            alias={field('alias')}
            country={{
              value: values.country,
              error: fieldErrorText(codes.country, i18n),
              onChange: (code) => change('country', code),
              inputRef: register('country'),
            }}
          />
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
      </AccountForm>
      <DeleteAddressDialog actor={actor} />
    </>
  )
}
