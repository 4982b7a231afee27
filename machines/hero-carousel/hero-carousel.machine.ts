import { assign, setup } from 'xstate'

/** SPEC §9: the home hero changes picture every 5 seconds. */
export const HERO_ROTATION_MS = 5000

/**
 * The home hero's picture rotation. It rotates on its own only while playing; a visitor can pause it,
 * and a visitor who asks for reduced motion starts paused (the picture stays still).
 */
export const heroCarouselMachine = setup({
  types: {
    context: {} as { index: number; count: number; reducedMotion: boolean },
    input: {} as { count: number; reducedMotion: boolean },
    events: {} as
      | { type: 'carousel.pause' }
      | { type: 'carousel.play' }
      | { type: 'carousel.next' }
      | { type: 'carousel.show'; index: number },
  },
  delays: { rotation: HERO_ROTATION_MS },
  guards: {
    prefersReducedMotion: ({ context }) => context.reducedMotion,
    hasSeveralPictures: ({ context }) => context.count > 1,
  },
  actions: {
    advance: assign({ index: ({ context }) => (context.index + 1) % context.count }),
    show: assign({
      index: ({ context, event }) =>
        event.type === 'carousel.show'
          ? Math.min(Math.max(event.index, 0), context.count - 1)
          : context.index,
    }),
  },
}).createMachine({
  id: 'heroCarousel',
  context: ({ input }) => ({ index: 0, count: Math.max(1, input.count), reducedMotion: input.reducedMotion }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'prefersReducedMotion', target: 'paused' }, { target: 'playing' }],
    },
    playing: {
      description: 'Shows the next picture every 5 seconds.',
      tags: ['status:playing'],
      after: {
        rotation: { guard: 'hasSeveralPictures', target: 'playing', reenter: true, actions: 'advance' },
      },
      on: { 'carousel.pause': 'paused' },
    },
    paused: {
      description: 'The picture stays until the visitor plays or picks another.',
      tags: ['status:paused'],
      on: { 'carousel.play': 'playing' },
    },
  },
  on: {
    'carousel.next': { actions: 'advance' },
    'carousel.show': { actions: 'show' },
  },
})
