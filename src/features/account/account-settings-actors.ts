import { fromPromise } from 'xstate'
import { communicationMachine } from '../../../machines/account-settings/communication.machine'
import { languageMachine } from '../../../machines/account-settings/language.machine'
import { updateCommunicationSettings, updateLanguage } from '../../api/account'
import type { AppActors } from '../../app/actors'
import type { Language } from '../../contract/language'
import { reloadInLanguage, rememberLanguage } from '../../i18n/i18n'

/**
 * The language setting's composition root. A saved language is applied as the header's switch does:
 * stored and the page reloaded in it (SPEC §1); the language already spoken needs no reload.
 */
export function provideLanguageActors(session: AppActors['session'], current: Language) {
  return languageMachine.provide({
    actors: {
      updateLanguage: fromPromise(({ input }) => updateLanguage(input.code)),
    },
    actions: {
      announceUser: (_, { user }) => session.send({ type: 'user.updated', user }),
      applyLanguage: (_, { language }) => {
        if (language !== current) reloadInLanguage(language)
        else rememberLanguage(language)
      },
      // SPEC §8: the screen shows 'Error setting language'; the reason goes to the console.
      logFailure: (_, { error }) => console.warn('Error setting language', error),
    },
  })
}

export function provideCommunicationActors(session: AppActors['session']) {
  return communicationMachine.provide({
    actors: {
      updateCommunication: fromPromise(({ input }) => updateCommunicationSettings(input)),
    },
    actions: {
      announceUser: (_, { user }) => session.send({ type: 'user.updated', user }),
      logFailure: (_, { error }) => console.warn('The communication preferences could not be saved', error),
    },
  })
}
