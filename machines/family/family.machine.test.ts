import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import type { Family } from '../../src/contract/family'
import { coverMachineWithPaths, expectFullCoverage } from '../testing/model-paths'
import { type FamilyEvent, familyMachine } from './family.machine'

function recorded() {
  const calls: string[] = []
  const record = (name: string) => (_: unknown, params?: unknown) => {
    calls.push(params === undefined ? name : `${name} ${JSON.stringify(params)}`)
  }
  const machine = familyMachine.provide({
    actions: {
      forceItalian: record('forceItalian'),
      applyTheme: record('applyTheme'),
      goHome: record('goHome'),
    },
  })
  return { machine, calls }
}

/** The actor, with what it emits recorded among its actions' calls. */
function started(input: { family: Family | null }) {
  const { machine, calls } = recorded()
  const actor = createActor(machine, { input })
  actor.on('*', (emitted) => calls.push(`emit ${emitted.type}`))
  actor.start()
  return { actor, calls }
}

describe('family machine', () => {
  it('starts on the landing page when no family is stored', () => {
    const actor = createActor(familyMachine, { input: { family: null } }).start()
    expect(actor.getSnapshot().value).toBe('noFamily')
  })

  it('restyles as the stored family at start', () => {
    const { machine, calls } = recorded()
    const actor = createActor(machine, { input: { family: 'jaguar' } }).start()
    expect(actor.getSnapshot().value).toBe('inFamily')
    expect(calls).toEqual(['applyTheme {"family":"jaguar"}'])
  })

  it('entering from the landing page forces Italian, starts a new visit and goes home', () => {
    const { actor, calls } = started({ family: null })
    actor.send({ type: 'family.enter', family: 'defender' })
    expect(actor.getSnapshot().context.family).toBe('defender')
    expect(calls).toEqual([
      'forceItalian',
      'goHome {"family":"defender"}',
      'applyTheme {"family":"defender"}',
      // What a machine emits is heard once its step is done.
      'emit visit.started',
    ])
  })

  it('switching from the header clears the model and goes home, keeping the visit', () => {
    const { actor, calls } = started({ family: 'defender' })
    calls.length = 0
    actor.send({ type: 'family.switch', family: 'jaguar' })
    expect(actor.getSnapshot().context.family).toBe('jaguar')
    expect(calls).toEqual([
      'goHome {"family":"jaguar"}',
      'applyTheme {"family":"jaguar"}',
      'emit model.cleared',
    ])
  })

  it('a family reached by URL only restyles, and the same family does nothing', () => {
    const { machine, calls } = recorded()
    const actor = createActor(machine, { input: { family: 'defender' } }).start()
    calls.length = 0
    actor.send({ type: 'family.visit', family: 'defender' })
    expect(calls).toEqual([])
    actor.send({ type: 'family.visit', family: 'discovery' })
    expect(calls).toEqual(['applyTheme {"family":"discovery"}'])
    expect(actor.getSnapshot().context.family).toBe('discovery')
  })
})

describe('family machine, model-based paths', () => {
  it('reaches every state and transition from generated paths', async () => {
    const events: FamilyEvent[] = [
      { type: 'family.enter', family: 'jaguar' },
      { type: 'family.switch', family: 'defender' },
      { type: 'family.visit', family: 'defender' },
      { type: 'family.visit', family: 'discovery' },
    ]
    const result = await coverMachineWithPaths({
      machine: recorded().machine,
      inputs: [{ family: null }, { family: 'jaguar' }],
      events,
    })
    expectFullCoverage(result, 'family')
  })
})
