import { describe, expect, it } from 'vitest'
import type { EventObject } from 'xstate'
import { fixtureMachine } from './engine-fixture'
import { abstractModelOf, type ReplayedStep, replayPath } from './replay-path'

/** Events with their payloads, as paths carry them. */
const carrying = (...list: (EventObject & Record<string, unknown>)[]): EventObject[] => list
const send = (text: string) => carrying({ type: 'text.change', text }, { type: 'form.send' })
const FAILED_BY_DELAY = 'xstate.after.patience.fixture.sending'

describe('replayPath', () => {
  it('calls back after the start and after each event, with the snapshot and what the step took', () => {
    const seen: ReplayedStep[] = []
    const replay = replayPath(
      fixtureMachine,
      undefined,
      [...send('hi'), ...carrying({ type: 'xstate.done.actor.send', output: 'hi' })],
      (step) => seen.push(step),
    )
    expect(seen.map((step) => [step.index, step.event.type, step.snapshot.value])).toEqual([
      [0, 'xstate.init', 'editing'],
      [1, 'text.change', 'editing'],
      [2, 'form.send', 'sending'],
      [3, 'xstate.done.actor.send', 'sent'],
    ])
    expect(replay.snapshots.map((snapshot) => snapshot.value)).toEqual([
      'editing',
      'editing',
      'sending',
      'sent',
    ])
    expect(replay.perStep[0]?.states).toEqual(expect.arrayContaining(['fixture', 'fixture.editing']))
    expect(replay.perStep[2]?.transitions).toEqual([
      'fixture.editing --form.send [hasText]--> fixture.sending #0',
    ])
    expect(replay.perStep[3]?.transitions).toEqual([
      'fixture.sending --xstate.done.actor.send--> fixture.sent #0',
    ])
    expect(new Set(replay.covers.transitions)).toEqual(new Set(replay.perStep.flatMap((s) => s.transitions)))
  })

  it('records eventless transitions inside the step that set them off, and skips a start event', () => {
    const events = [
      { type: 'xstate.init' },
      ...send('hi'),
      { type: 'xstate.error.actor.send', error: 'lost' },
      { type: 'form.send' },
      { type: FAILED_BY_DELAY },
    ]
    const replay = replayPath(fixtureMachine, undefined, events)
    expect(replay.snapshots.at(-1)?.value).toBe('gaveUp')
    expect(replay.perStep.at(-1)?.transitions).toEqual([
      'fixture.sending --xstate.after.patience.fixture.sending--> fixture.failed #0',
      'fixture.failed --always [inline]--> fixture.gaveUp #0',
    ])
  })

  it('on the machine itself, holds invoked actors until the path settles them and moves a clock for delays', () => {
    const events = [...send('hi'), { type: FAILED_BY_DELAY }, { type: 'form.send' }]
    const replay = replayPath(fixtureMachine, undefined, events, undefined, { on: 'machine' })
    expect(replay.snapshots.map((snapshot) => snapshot.value)).toEqual([
      'editing',
      'editing',
      'sending',
      'failed',
      'sending',
    ])
    const settled = replayPath(
      fixtureMachine,
      { text: 'kept' },
      carrying({ type: 'form.send' }, { type: 'xstate.done.actor.send', output: 'ok' }),
      undefined,
      { on: 'machine' },
    )
    expect(settled.snapshots.at(-1)?.value).toBe('sent')
  })

  it('on the machine itself, refuses to settle an actor that is not running', () => {
    expect(() =>
      replayPath(fixtureMachine, undefined, [{ type: 'xstate.done.actor.send' }], undefined, {
        on: 'machine',
      }),
    ).toThrow('no running actor "send" to settle')
  })

  it('takes the same transitions on the machine as on its abstract model', () => {
    const events = [...send('a'), { type: 'xstate.error.actor.send', error: 'x' }, { type: 'form.send' }]
    const onModel = replayPath(fixtureMachine, undefined, events)
    const onMachine = replayPath(fixtureMachine, undefined, events, undefined, { on: 'machine' })
    expect(onMachine.perStep).toEqual(onModel.perStep)
    expect(abstractModelOf(fixtureMachine)).toBe(abstractModelOf(fixtureMachine))
  })
})
