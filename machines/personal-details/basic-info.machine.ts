import * as v from 'valibot'
import { assign, fromPromise, setup } from 'xstate'
import { joinPhone, splitPhone } from '../../src/contract/checkout'
import {
  type UpdateBasicInformationRequest,
  UpdateBasicInformationRequestSchema,
  type User,
} from '../../src/contract/user'
import { announceSavedUser, keepSaveFailure, logSaveFailure } from '../shared/account-save'
import { minimumSpinnerStates } from '../shared/minimum-spinner'
import { notProvided } from '../shared/not-provided'
import {
  BASIC_REQUEST_FIELDS,
  type BasicField,
  type BasicForm,
  type BasicInfoContext,
  type BasicInfoEvent,
  type BasicInfoInput,
  type BasicRequestField,
} from './basic-info.types'
import { failedAnswer, ruleCodes, shownFailure, without } from './personal-details.rules'
import { SAVE_SPINNER_MS } from './personal-details.types'

/**
 * SPEC §2 "Personal details", basic information: title, names, email and phone; SPEC §5 rules (the
 * contract's request schema); the save spinner of SPEC §9. A new email also needs the current password.
 * See README.md for invariants.
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
    current_password: '',
    phone_prefix: phone.prefix,
    phone_number: phone.number,
  }
}

/** Emails compare as the server stores them: trimmed and lower-case. */
const normalEmail = (email: string) => email.trim().toLowerCase()

/** The typed email is not the account's: saving it needs the current password. */
export function isEmailChanging(context: Pick<BasicInfoContext, 'values' | 'savedEmail'>): boolean {
  return normalEmail(context.values.email) !== normalEmail(context.savedEmail)
}

/**
 * PUT /user/preferences/update-basic-information body: names and email trimmed, the phone joined; the
 * current password and the family only when the email changes.
 */
export function basicRequestOf(
  context: Pick<BasicInfoContext, 'values' | 'savedEmail' | 'family'>,
): UpdateBasicInformationRequest {
  const { values } = context
  const request: UpdateBasicInformationRequest = {
    // Never chosen (registration does not ask it): saved as no title.
    title: (values.title || null) as UpdateBasicInformationRequest['title'],
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    phone: joinPhone(values.phone_prefix, values.phone_number),
  }
  if (!isEmailChanging(context)) return request
  return {
    ...request,
    current_password: values.current_password,
    ...(context.family ? { family_code: context.family } : {}),
  }
}

/** The request field whose message a form field's edit clears. */
const requestFieldOf = (field: BasicField): BasicRequestField =>
  field === 'phone_prefix' || field === 'phone_number' ? 'phone' : field

/**
 * The messages left after an edit: the edited field's goes; the current password's goes too once the
 * email is back to the saved one (the field is no longer asked for).
 */
function errorsAfterEdit(context: BasicInfoContext, field: BasicField, values: BasicForm) {
  const errors = without(context.errors, requestFieldOf(field))
  return isEmailChanging({ values, savedEmail: context.savedEmail })
    ? errors
    : without(errors, 'current_password')
}

export const basicInfoMachine = setup({
  types: { context: {} as BasicInfoContext, input: {} as BasicInfoInput, events: {} as BasicInfoEvent },
  actors: {
    saveBasicInformation: fromPromise<User, UpdateBasicInformationRequest>(
      notProvided('saveBasicInformation'),
    ),
  },
  delays: {
    saveSpinner: SAVE_SPINNER_MS,
  },
  guards: {
    /** SPEC §5: first and last name required, email format, phone as prefix plus 10 digits; a new email
     * also needs the current password (at least 6). */
    isFormValid: ({ context }) => v.is(UpdateBasicInformationRequestSchema, basicRequestOf(context)),
    saveFailed: ({ context }) => context.answer?.ok === false,
  },
  actions: {
    /** The answer is the whole user: the session stores it (`user.updated`), so the greeting follows. */
    announceUser: (_, _params: { user: User }) => {},
    logFailure: (_, _params: { error: unknown }) => {},
    keepFailure: assign({ answer: (_, params: { error: unknown }) => failedAnswer(params.error) }),
    /** The kept failure shows: on its fields, or in the alert. */
    showSaveFailure: assign(({ context }) => shownFailure(context.answer, BASIC_REQUEST_FIELDS)),
    showRuleErrors: assign({
      errors: ({ context }) =>
        ruleCodes<BasicRequestField>(UpdateBasicInformationRequestSchema, basicRequestOf(context)),
      failure: null,
    }),
  },
}).createMachine({
  id: basicInfoMachineId,
  description:
    'Basic information: rules on save, the request, a spinner of at least 2 s, then saved or the errors.',
  context: ({ input }) => ({
    values: basicFormOf(input.user),
    savedEmail: input.user?.email ?? '',
    family: input.family ?? null,
    errors: {},
    failure: null,
    answer: null,
    emailChanged: false,
  }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The form. What was typed stays through every error; editing a field clears its message.',
      initial: 'idle',
      on: {
        'field.change': {
          target: '.idle',
          actions: assign(({ context, event }) => {
            const values = { ...context.values, [event.field]: event.value }
            return { values, errors: errorsAfterEdit(context, event.field, values), failure: null }
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
      entry: assign({ errors: {}, failure: null, answer: null, emailChanged: false }),
      states: minimumSpinnerStates({
        request: {
          src: 'saveBasicInformation',
          input: ({ context }) => basicRequestOf(context),
          onDone: {
            target: 'answered',
            actions: [
              assign(({ context, event }) => ({
                answer: { ok: true } as const,
                emailChanged: normalEmail(event.output.email) !== normalEmail(context.savedEmail),
                savedEmail: event.output.email,
              })),
              announceSavedUser,
            ],
          },
          onError: { target: 'answered', actions: [keepSaveFailure, logSaveFailure] },
        },
        spinner: { delay: 'saveSpinner', description: 'SPEC §9: the save spinner lasts at least 2 seconds.' },
      }),
      onDone: [
        { guard: 'saveFailed', target: 'editing.failed', actions: 'showSaveFailure' },
        {
          description: "Saved: a new email is now the account's, and the password typed for it is cleared.",
          target: 'editing.saved',
          actions: assign({
            answer: null,
            values: ({ context }) => ({ ...context.values, current_password: '' }),
          }),
        },
      ],
    },
  },
})

export type BasicInfoMachine = typeof basicInfoMachine
