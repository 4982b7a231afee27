import { fromPromise } from 'xstate'
import { dealerRequestsMachine } from '../../../machines/dealer-requests/dealer-requests.machine'
import { acceptDeskRequest, declineDeskRequest, getDeskRequest, getDeskRequests } from '../../api/dealer-desk'
import type { DeskSessionActor } from '../../app/desk'

/** The requests screens' composition root: the desk's calls, with the desk session's token at each call. */
export function provideRequestsActors(desk: DeskSessionActor) {
  const token = () => desk.getSnapshot().context.token ?? ''
  return dealerRequestsMachine.provide({
    actors: {
      loadRequests: fromPromise(() => getDeskRequests(token())),
      loadRequest: fromPromise(({ input }) => getDeskRequest(token(), input.reference)),
      accept: fromPromise(({ input }) => acceptDeskRequest(token(), input.reference)),
      decline: fromPromise(({ input }) => declineDeskRequest(token(), input.reference, input.reason)),
    },
    actions: {
      logFailure: (_, { error }) => console.warn('A desk request call failed', error),
    },
  })
}
