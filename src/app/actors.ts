import { type Actor, createActor } from 'xstate'
import { familyMachine } from '../../machines/family/family.machine'
import type { Family } from '../contract/family'
import { FAMILY_LANGUAGE } from '../contract/language'
import { activateLanguage } from '../i18n/i18n'
import { read, remove, SESSION_KEYS, write } from '../storage/storage'
import { applyFamilyTheme } from '../theme/theme'

/** The router, as the machines see it: an adapter, never imported by them. */
export type Navigator = { goHome(family: Family): void }

export type AppActors = {
  family: Actor<typeof familyMachine>
}

/** Composition root: the app's real side effects, provided to the machines. */
export function createAppActors(navigator: Navigator): AppActors {
  const family = createActor(
    familyMachine.provide({
      actions: {
        storeFamily: (_, { family }) => write('family', family),
        forceItalian: () => {
          write('language', FAMILY_LANGUAGE)
          void activateLanguage(FAMILY_LANGUAGE)
        },
        clearVisitData: () => {
          remove(...SESSION_KEYS)
          try {
            sessionStorage.clear()
          } catch {
            // Storage disabled: nothing to clear.
          }
        },
        clearModel: () => remove('model'),
        applyTheme: (_, { family }) => applyFamilyTheme(family ?? undefined),
        goHome: (_, { family }) => navigator.goHome(family),
      },
    }),
    { input: { family: read('family') ?? null } },
  )
  family.start()
  return { family }
}
