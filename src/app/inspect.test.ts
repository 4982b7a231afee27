import { createInspector, type StatelyInspectionEvent } from '@statelyai/inspect'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type AppActors, createAppActors } from './actors'
import { hasInspectSwitch, loadInspector } from './inspect'

const navigator = { goHome: vi.fn(), goToLogin: vi.fn(), goToAccountSettingsAfterPasswordChange: vi.fn() }

describe('watching the flows live (development, ?inspect)', () => {
  let actors: AppActors | undefined

  afterEach(() => {
    for (const actor of [actors?.family, actors?.session, actors?.wizard, actors?.tracking]) actor?.stop()
    actors = undefined
  })

  it('reports the wizard as an actor, and the events it is sent, to the Stately inspector', async () => {
    // The app's inspector is this one with a window for adapter; this adapter keeps what it is sent.
    const received: StatelyInspectionEvent[] = []
    const inspector = createInspector({ send: (event) => received.push(event) })
    const app = createAppActors(navigator, { inspect: inspector.inspect })
    actors = app

    app.wizard.send({ type: 'tab.select', tab: 'tab1' })

    // What the inspector's page draws: the actors by name, and the events each was sent.
    const seen = () =>
      received.flatMap((event) => {
        if (event.type === '@xstate.actor') return [`actor ${event.name}`]
        if (event.type === '@xstate.event' && event.sessionId === app.wizard.sessionId) {
          return [`wizard got ${event.event.type}`]
        }
        return []
      })
    await vi.waitFor(() => expect(seen()).toContain('wizard got tab.select'))
    // The other flows the app starts at boot show up beside it.
    expect(seen()).toEqual(expect.arrayContaining(['actor family', 'actor session', 'actor wizard']))
  })

  it('turns on only with the inspect switch in the address', () => {
    expect(hasInspectSwitch('?inspect')).toBe(true)
    expect(hasInspectSwitch('?location=Milano&inspect=1')).toBe(true)
    expect(hasInspectSwitch('')).toBe(false)
    expect(hasInspectSwitch('?view=inspect')).toBe(false)
    // Without the switch nothing is loaded and nothing is awaited.
    expect(loadInspector('?location=Milano')).toBeUndefined()
  })
})
