import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { coverMachineWithPaths, expectFullCoverage } from '../testing/model-paths'
import { HERO_ROTATION_MS, heroCarouselMachine } from './hero-carousel.machine'

function start(input: { count: number; reducedMotion: boolean }) {
  const clock = new SimulatedClock()
  const actor = createActor(heroCarouselMachine, { input, clock }).start()
  return { actor, clock }
}

describe('hero carousel', () => {
  it('shows the next picture every 5 seconds and wraps around', () => {
    const { actor, clock } = start({ count: 3, reducedMotion: false })
    expect(actor.getSnapshot().context.index).toBe(0)
    clock.increment(HERO_ROTATION_MS - 1)
    expect(actor.getSnapshot().context.index).toBe(0)
    clock.increment(1)
    expect(actor.getSnapshot().context.index).toBe(1)
    clock.increment(HERO_ROTATION_MS)
    expect(actor.getSnapshot().context.index).toBe(2)
    clock.increment(HERO_ROTATION_MS)
    expect(actor.getSnapshot().context.index).toBe(0)
  })

  it('stays still when paused, and resumes on play', () => {
    const { actor, clock } = start({ count: 3, reducedMotion: false })
    actor.send({ type: 'carousel.pause' })
    clock.increment(HERO_ROTATION_MS * 4)
    expect(actor.getSnapshot().context.index).toBe(0)
    actor.send({ type: 'carousel.play' })
    clock.increment(HERO_ROTATION_MS)
    expect(actor.getSnapshot().context.index).toBe(1)
  })

  it('starts paused for visitors who prefer reduced motion', () => {
    const { actor, clock } = start({ count: 3, reducedMotion: true })
    expect(actor.getSnapshot().hasTag('status:paused')).toBe(true)
    clock.increment(HERO_ROTATION_MS * 3)
    expect(actor.getSnapshot().context.index).toBe(0)
  })

  it('shows a chosen picture, clamped to the ones that exist', () => {
    const { actor } = start({ count: 3, reducedMotion: true })
    actor.send({ type: 'carousel.show', index: 2 })
    expect(actor.getSnapshot().context.index).toBe(2)
    actor.send({ type: 'carousel.show', index: 9 })
    expect(actor.getSnapshot().context.index).toBe(2)
  })
})

describe('hero carousel, model-based paths', () => {
  it('reaches every state and transition from generated paths', async () => {
    const result = await coverMachineWithPaths({
      machine: heroCarouselMachine,
      inputs: [
        { count: 3, reducedMotion: false },
        { count: 3, reducedMotion: true },
      ],
      events: [
        { type: 'carousel.pause' },
        { type: 'carousel.play' },
        { type: 'carousel.next' },
        { type: 'carousel.show', index: 2 },
      ],
    })
    expectFullCoverage(result, 'heroCarousel')
  })
})
