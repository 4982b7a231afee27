import * as v from 'valibot'
import { assign, fromPromise, setup } from 'xstate'
import { joinPhone, splitPhone } from '../../src/contract/checkout'
import {
  type UpdateBasicInformationRequest,
  UpdateBasicInformationRequestSchema,
  type User,
} from '../../src/contract/user'
import {
  BASIC_REQUEST_FIELDS,
  type BasicField,
  type BasicForm,
  type BasicInfoContext,
  type BasicInfoEvent,
  type BasicInfoInput,
  type BasicRequestField,
} from './basic-info.types'
import { failureOf, ruleCodes, serverCodes, without } from './personal-details.rules'
import { SAVE_SPINNER_MS } from './personal-details.types'

/**
 * SPEC §2 "Personal details", basic information: title, names, email and phone; SPEC §5 rules (the
 * contract's request schema); the save spinner of SPEC §9. See README.md for invariants.
 */
export const basicInfoMachineId = 'basicInfo'

/** The form prefilled from the stored user; the phone prefix defaults to +39 (SPEC §2). */
export function basicFormOf(user: User | null): BasicForm {
  const phone = splitPhone(user?.preference.contact_phone)
  return {
    title: user?.title ?? '',
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    email: user?.email ?? '',
    phone_prefix: phone.prefix,
    phone_number: phone.number,
  }
}

/** PUT /user/preferences/update-basic-information body: names and email trimmed, the phone joined. */
export function basicRequestOf(values: BasicForm): UpdateBasicInformationRequest {
  return {
    title: values.title as UpdateBasicInformationRequest['title'],
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    phone: joinPhone(values.phone_prefix, values.phone_number),
  }
}

/** The request field whose message a form field's edit clears. */
const requestFieldOf = (field: BasicField): BasicRequestField =>
  field === 'phone_prefix' || field === 'phone_number' ? 'phone' : field

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} not provided`))

export const basicInfoMachine = setup({
  types: {
    context: {} as BasicInfoContext,
    input: {} as BasicInfoInput,
    events: {} as BasicInfoEvent,
  },
  actors: {
    saveBasicInformation: fromPromise<User, UpdateBasicInformationRequest>(
      notProvided('saveBasicInformation'),
    ),
  },
  delays: {
    saveSpinner: SAVE_SPINNER_MS,
  },
  guards: {
    /** SPEC §5: first and last name required, email format, phone as prefix plus 10 digits. */
    isFormValid: ({ context }) => v.is(UpdateBasicInformationRequestSchema, basicRequestOf(context.values)),
    saveFailed: ({ context }) => context.answer?.ok === false,
  },
  actions: {
    /** The answer is the whole user: the session stores it (`user.updated`), so the greeting follows. */
    announceUser: (_, _params: { user: User }) => {},
    logFailure: (_, _params: { error: unknown }) => {},
    showRuleErrors: assign({
      errors: ({ context }) =>
        ruleCodes<BasicRequestField>(UpdateBasicInformationRequestSchema, basicRequestOf(context.values)),
      failure: null,
    }),
  },
}).createMachine({
  id: basicInfoMachineId,
  description:
    'Basic information: rules on save, the request, a spinner of at least 2 s, then saved or the errors.',
  context: ({ input }) => ({ values: basicFormOf(input.user), errors: {}, failure: null, answer: null }),
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
            errors: ({ context, event }) => without(context.errors, requestFieldOf(event.field)),
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
      },
      states: {
        idle: {},
        saved: { description: 'The saved message shows until the next edit.', tags: ['status:saved'] },
        failed: {
          description: 'The server refused or did not answer: errors on fields, or the alert.',
          tags: ['status:failed'],
        },
      },
    },
    saving: {
      description: 'The request and the spinner run together; the outcome shows once both are over.',
      tags: ['status:saving'],
      type: 'parallel',
      entry: assign({ errors: {}, failure: null, answer: null }),
      states: {
        request: {
          initial: 'pending',
          states: {
            pending: {
              invoke: {
                id: 'saveBasicInformation',
                src: 'saveBasicInformation',
                input: ({ context }) => basicRequestOf(context.values),
                onDone: {
                  target: 'answered',
                  actions: [
                    assign({ answer: { ok: true } }),
                    { type: 'announceUser', params: ({ event }) => ({ user: event.output }) },
                  ],
                },
                onError: {
                  target: 'answered',
                  actions: [
                    assign({ answer: ({ event }) => ({ ok: false, failure: failureOf(event.error) }) }),
                    { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
                  ],
                },
              },
            },
            answered: { type: 'final' },
          },
        },
        spinner: {
          description: 'SPEC §9: the save spinner lasts at least 2 seconds.',
          initial: 'turning',
          states: {
            turning: { after: { saveSpinner: 'done' } },
            done: { type: 'final' },
          },
        },
      },
      onDone: [
        {
          guard: 'saveFailed',
          target: 'editing.failed',
          actions: assign(({ context }) => {
            const failure = context.answer?.ok === false ? context.answer.failure : { code: 'unknown' }
            return { errors: serverCodes(failure, BASIC_REQUEST_FIELDS), failure, answer: null }
          }),
        },
        { target: 'editing.saved', actions: assign({ answer: null }) },
      ],
    },
  },
})

export type BasicInfoMachine = typeof basicInfoMachine
