import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import type { Language } from '../../src/contract/language'
import type { User } from '../../src/contract/user'
import { controlled, flush, storedUser } from '../personal-details/personal-details.fixtures'
import { coverMachineWithPaths, expectFullCoverage } from '../testing/model-paths'
import { withRecordedActions } from '../testing/recorded-actions'
import { languageMachine } from './language.machine'
import {
  selectIsLanguageSaved,
  selectIsLanguageSaving,
  selectLanguage,
  selectLanguageFailed,
} from './language.selectors'
import { LANGUAGE_SPINNER_MS, type LanguageEvent } from './language.types'

function start(language: Language = 'it') {
  const request = controlled<{ code: Language }, User>()
  const recorded = withRecordedActions(languageMachine)
  const machine = recorded.machine.provide({
    actors: { updateLanguage: fromPromise(({ input }) => request.run(input)) },
  })
  const clock = new SimulatedClock()
  const actor = createActor(machine, { input: { language }, clock }).start()
  return { actor, clock, request, ...recorded }
}

describe('language setting (SPEC §2, §8, §9)', () => {
  it('starts from the language the app speaks', () => {
    expect(selectLanguage(start('en').actor.getSnapshot())).toBe('en')
  })

  it('saves the chosen language, spins 1 s, then the app switches to it', async () => {
    const { actor, clock, request, names, paramsOf } = start('it')
    actor.send({ type: 'language.change', language: 'en' })
    actor.send({ type: 'form.submit' })
    expect(selectIsLanguageSaving(actor.getSnapshot())).toBe(true)
    expect(request.calls).toEqual([{ code: 'en' }])
    const answered = { ...storedUser, preference: { ...storedUser.preference, language_code: 'en' as const } }
    request.resolve(answered)
    await flush()
    expect(names()).toEqual(['announceUser'])
    clock.increment(LANGUAGE_SPINNER_MS - 1)
    expect(selectIsLanguageSaving(actor.getSnapshot())).toBe(true)
    clock.increment(1)
    expect(selectIsLanguageSaved(actor.getSnapshot())).toBe(true)
    expect(paramsOf('applyLanguage')).toEqual([{ language: 'en' }])
  })

  it('Cancel resets to Italian and saves', async () => {
    const { actor, clock, request, paramsOf } = start('en')
    actor.send({ type: 'form.cancel' })
    expect(selectLanguage(actor.getSnapshot())).toBe('it')
    expect(request.calls).toEqual([{ code: 'it' }])
    request.resolve(storedUser)
    await flush()
    clock.increment(LANGUAGE_SPINNER_MS)
    expect(paramsOf('applyLanguage')).toEqual([{ language: 'it' }])
  })

  it("a failure shows 'Error setting language' once the spinner stops after 1 s; nothing switches", async () => {
    const { actor, clock, request, names } = start('it')
    actor.send({ type: 'language.change', language: 'en' })
    actor.send({ type: 'form.submit' })
    request.reject(new TypeError('Failed to fetch'))
    await flush()
    expect(selectLanguageFailed(actor.getSnapshot())).toBe(false)
    clock.increment(LANGUAGE_SPINNER_MS)
    expect(selectIsLanguageSaving(actor.getSnapshot())).toBe(false)
    expect(selectLanguageFailed(actor.getSnapshot())).toBe(true)
    expect(selectLanguage(actor.getSnapshot())).toBe('en')
    expect(names()).toEqual(['logFailure'])
    actor.send({ type: 'language.change', language: 'it' })
    expect(selectLanguageFailed(actor.getSnapshot())).toBe(false)
  })
})

describe('language setting, model-based paths', () => {
  it('reaches 100% of states and transitions from generated paths', async () => {
    const events = [
      { type: 'language.change', language: 'en' },
      { type: 'form.submit' },
      { type: 'form.cancel' },
      { type: 'xstate.done.actor.updateLanguage', output: storedUser },
      { type: 'xstate.error.actor.updateLanguage', error: { code: 'network' } },
    ] as unknown as LanguageEvent[]
    const result = await coverMachineWithPaths({
      machine: languageMachine,
      inputs: [{ language: 'it' }],
      events,
    })
    expectFullCoverage(result, 'language')
  })
})
