import { fromPromise } from 'xstate'
import { addressMachine } from '../../../machines/personal-details/address.machine'
import { basicInfoMachine } from '../../../machines/personal-details/basic-info.machine'
import { deleteAddress, saveAddress, updateBasicInformation } from '../../api/account'
import type { AppActors } from '../../app/actors'
import type { Language } from '../../contract/language'
import type { User } from '../../contract/user'
// The phone and postal code rules whole: this module's forms take them (rules.ts, NumberingPlans).
import '../../contract/numbering-plans'

/** Every account answer is the whole user: the session stores it, so the greeting and checkout follow. */
const mirror =
  (session: AppActors['session']) =>
  (_: unknown, { user }: { user: User }) =>
    session.send({ type: 'user.updated', user })

/** The basic-information form's composition root: the real request and the session told of the answer. */
export function provideBasicInfoActors(session: AppActors['session']) {
  return basicInfoMachine.provide({
    actors: {
      saveBasicInformation: fromPromise(({ input }) => updateBasicInformation(input)),
    },
    actions: {
      announceUser: mirror(session),
      logFailure: (_, { error }) => console.warn('The basic information could not be saved', error),
    },
  })
}

/** The address form's composition root; the server messages come in the customer's language. */
export function provideAddressActors(session: AppActors['session'], language: Language) {
  return addressMachine.provide({
    actors: {
      saveAddress: fromPromise(({ input }) => saveAddress(input.id, { ...input.body, language })),
      deleteAddress: fromPromise(({ input }) => deleteAddress(input.id)),
    },
    actions: {
      announceUser: mirror(session),
      logFailure: (_, { error }) => console.warn('The address request failed', error),
    },
  })
}

/** A version-4 UUID for a new address (one helper for the account and the checkout). */
export { newAddressId } from '../../api/account'
