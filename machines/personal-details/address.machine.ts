import * as v from 'valibot'
import { assign, fromPromise, setup } from 'xstate'
import { DEFAULT_COUNTRY_CODE } from '../../src/contract/countries'
import {
  type Address,
  type SaveAddressRequest,
  SaveAddressRequestSchema,
  type User,
} from '../../src/contract/user'
import { announceSavedUser, keepSaveFailure, logSaveFailure } from '../shared/account-save'
import { failureOf } from '../shared/failure-of'
import { minimumSpinnerStates } from '../shared/minimum-spinner'
import { notProvided } from '../shared/not-provided'
import {
  ADDRESS_TEXT_FIELDS,
  type AddressContext,
  type AddressEvent,
  type AddressForm,
  type AddressInput,
  type AddressTextField,
  type SaveAddressCall,
} from './address.types'
import { failedAnswer, ruleCodes, shownFailure, without } from './personal-details.rules'
import { SAVE_SPINNER_MS } from './personal-details.types'

/**
 * SPEC §2 "Personal details", address: alias, street, number, more info, country, city, postal code and
 * the billing checkbox; save (create or update under a client-picked id) and delete after a confirmation.
 * SPEC §5 rules come from the contract's request schema. See README.md for invariants.
 */
export const addressMachineId = 'address'

/** The form for the user's address (the one saved last), or an empty one in Italy. */
export function addressFormOf(address: Address | null | undefined): AddressForm {
  return {
    alias: address?.alias ?? '',
    address: address?.address ?? '',
    house_number: address?.house_number ?? '',
    additional_info: address?.additional_info ?? '',
    country: address?.country ?? DEFAULT_COUNTRY_CODE,
    city: address?.city ?? '',
    postal_code: address?.postal_code ?? '',
    billing: address?.address_type === 'billing',
  }
}

/** The request body: texts trimmed, the optional ones null when empty. */
export function addressRequestOf(values: AddressForm): SaveAddressRequest {
  const optional = (value: string) => (value.trim() === '' ? null : value.trim())
  return {
    alias: optional(values.alias),
    address: values.address.trim(),
    house_number: values.house_number.trim(),
    additional_info: optional(values.additional_info),
    country: values.country,
    city: values.city.trim(),
    postal_code: values.postal_code.trim(),
    address_type: values.billing ? 'billing' : 'home',
  }
}

/** What the screen holds for a user: their address, its id, and whether the server has it. */
const startFrom = (user: User | null) => ({
  id: user?.address?.id ?? null,
  persisted: Boolean(user?.address),
  values: addressFormOf(user?.address),
})

export const addressMachine = setup({
  types: { context: {} as AddressContext, input: {} as AddressInput, events: {} as AddressEvent },
  actors: {
    saveAddress: fromPromise<User, SaveAddressCall>(notProvided('saveAddress')),
    deleteAddress: fromPromise<User, { id: string }>(notProvided('deleteAddress')),
  },
  delays: {
    saveSpinner: SAVE_SPINNER_MS,
  },
  guards: {
    /** SPEC §5: street, number, country, city and postal code required; alias and more info not. */
    isFormValid: ({ context }) => v.is(SaveAddressRequestSchema, addressRequestOf(context.values)),
    isPersisted: ({ context }) => context.persisted,
    saveFailed: ({ context }) => context.answer?.ok === false,
  },
  actions: {
    /** Every answer is the whole user: the session stores it (`user.updated`). */
    announceUser: (_, _params: { user: User }) => {},
    logFailure: (_, _params: { error: unknown }) => {},
    keepFailure: assign({ answer: (_, params: { error: unknown }) => failedAnswer(params.error) }),
    /** The kept failure shows: on its fields, or in the alert. */
    showSaveFailure: assign(({ context }) => shownFailure(context.answer, ADDRESS_TEXT_FIELDS)),
    showRuleErrors: assign({
      errors: ({ context }) =>
        ruleCodes<AddressTextField>(SaveAddressRequestSchema, addressRequestOf(context.values)),
      failure: null,
    }),
  },
}).createMachine({
  id: addressMachineId,
  description:
    'The address: rules on save, save with a spinner of at least 2 s, delete after a confirmation.',
  context: ({ input }) => ({
    ...startFrom(input.user),
    errors: {},
    failure: null,
    answer: null,
    newId: input.newId,
  }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The form. What was typed stays through every error; editing a field clears its message.',
      initial: 'idle',
      on: {
        'field.change': {
          target: '.idle',
          actions: assign({
            values: ({ context, event }) => ({ ...context.values, [event.field]: event.value }),
            errors: ({ context, event }) => without(context.errors, event.field),
            failure: null,
          }),
        },
        'billing.change': {
          target: '.idle',
          actions: assign({
            values: ({ context, event }) => ({ ...context.values, billing: event.billing }),
            failure: null,
          }),
        },
        'form.submit': [
          { guard: 'isFormValid', target: 'saving' },
          {
            description: 'SPEC §5: nothing is sent; each field shows its rule.',
            target: '.idle',
            actions: 'showRuleErrors',
          },
        ],
        'address.delete': { guard: 'isPersisted', target: 'confirmingDelete' },
      },
      states: {
        idle: {},
        saved: { description: 'The saved message shows until the next edit.', tags: ['status:saved'] },
        deleted: {
          description: 'The address is gone; the form shows the next stored address, or a new one.',
          tags: ['status:deleted'],
        },
        failed: {
          description: 'The server refused or did not answer: errors on fields, or the alert.',
          tags: ['status:failed'],
        },
      },
    },
    confirmingDelete: {
      description: 'Delete asks first; the form is kept as typed whatever the answer.',
      tags: ['status:confirmDelete'],
      on: {
        'delete.confirm': { target: 'deleting' },
        'delete.cancel': { target: 'editing' },
      },
    },
    deleting: {
      description: 'DELETE /user/addresses/{id}.',
      tags: ['status:deleting'],
      entry: assign({ failure: null }),
      invoke: {
        id: 'deleteAddress',
        src: 'deleteAddress',
        input: ({ context }) => ({ id: context.id ?? '' }),
        onDone: {
          description: 'SPEC §7: the stored user mirrors the deletion and the form reloads from it.',
          target: 'editing.deleted',
          actions: [assign(({ event }) => ({ ...startFrom(event.output), errors: {} })), announceSavedUser],
        },
        onError: {
          target: 'editing.failed',
          actions: [assign({ failure: ({ event }) => failureOf(event.error) }), logSaveFailure],
        },
      },
    },
    saving: {
      description: 'The request and the spinner run together; the outcome shows once both are over.',
      tags: ['status:saving'],
      type: 'parallel',
      entry: assign({
        // A new address gets its id once: a retry after a lost answer updates instead of adding another.
        id: ({ context }) => context.id ?? context.newId(),
        errors: {},
        failure: null,
        answer: null,
      }),
      states: minimumSpinnerStates({
        request: {
          src: 'saveAddress',
          input: ({ context }) => ({ id: context.id ?? '', body: addressRequestOf(context.values) }),
          onDone: {
            target: 'answered',
            actions: [assign({ answer: { ok: true }, persisted: true }), announceSavedUser],
          },
          onError: { target: 'answered', actions: [keepSaveFailure, logSaveFailure] },
        },
        spinner: { delay: 'saveSpinner', description: 'SPEC §9: the save spinner lasts at least 2 seconds.' },
      }),
      onDone: [
        { guard: 'saveFailed', target: 'editing.failed', actions: 'showSaveFailure' },
        { target: 'editing.saved', actions: assign({ answer: null }) },
      ],
    },
  },
})

export type AddressMachine = typeof addressMachine
