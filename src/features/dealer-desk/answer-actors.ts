import { fromPromise } from 'xstate'
import { dealerAnswerMachine } from '../../../machines/dealer-answer/dealer-answer.machine'
import { acceptByLink, declineByLink, readAnswerLink } from '../../api/dealer-links'

/** The emailed link's page: its three calls, no session. */
export function provideAnswerActors() {
  return dealerAnswerMachine.provide({
    actors: {
      readLink: fromPromise(({ input }) => readAnswerLink(input)),
      accept: fromPromise(({ input }) => acceptByLink(input)),
      decline: fromPromise(({ input }) => declineByLink(input.link, input.reason)),
    },
    actions: { logFailure: (_, { error }) => console.warn('The answer link failed', error) },
  })
}
