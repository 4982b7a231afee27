import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { heroCarouselMachine } from '../../../../machines/hero-carousel/hero-carousel.machine'
import { useAppActorRef } from '../../../app/use-app-actor-ref'
import { FAMILY_NAMES, type Family } from '../../../contract/family'
import { SearchFilter } from '../../../features/search-filter/search-filter'

const PICTURES = [1, 2, 3] as const

function prefersReducedMotion() {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  )
}

/** Home hero: three pictures crossfading every 5 s, pausable, still under reduced motion (SPEC §2, §9). */
export function HomeHero({ family }: { family: Family }) {
  const { t } = useLingui()
  const name = FAMILY_NAMES[family]
  const carousel = useAppActorRef(heroCarouselMachine, {
    input: { count: PICTURES.length, reducedMotion: prefersReducedMotion() },
  })
  const send = carousel.send
  const playing = useSelector(carousel, (snapshot) => snapshot.hasTag('status:playing'))
  const current = useSelector(carousel, (snapshot) => snapshot.context.index)
  const total = PICTURES.length

  return (
    <section className="hero" aria-labelledby="hero-title" aria-roledescription={t`carousel`}>
      <div className="hero__pictures" aria-live={playing ? 'off' : 'polite'}>
        {PICTURES.map((n, index) => (
          <img
            key={n}
            className="hero__art"
            data-active={index === current}
            src={`/assets/hero/${family}-${n}.svg`}
            alt=""
            aria-hidden={index !== current}
            fetchPriority={index === 0 ? 'high' : 'low'}
            decoding="async"
          />
        ))}
      </div>
      <div className="hero__content">
        <p className="hero__eyebrow">
          <Trans>Premium rental</Trans>
        </p>
        <h1 id="hero-title" className="hero__title">
          <Trans>Drive a {name}, for a day or a month</Trans>
        </h1>
        <p className="hero__lead">
          <Trans>Choose a place, a model and your dates: participating dealers confirm your booking.</Trans>
        </p>
      </div>
      <div className="hero__search">
        <SearchFilter family={family} />
      </div>
      <div className="hero__controls">
        <div className="hero__dots">
          {PICTURES.map((n, index) => (
            <button
              key={n}
              type="button"
              className="hero__dot"
              aria-label={t`Picture ${n} of ${total}`}
              aria-current={index === current}
              onClick={() => send({ type: 'carousel.show', index })}
            />
          ))}
        </div>
        <button
          type="button"
          className="hero__toggle"
          aria-pressed={!playing}
          onClick={() => send({ type: playing ? 'carousel.pause' : 'carousel.play' })}
        >
          <span className={playing ? 'icon-pause' : 'icon-play'} aria-hidden="true" />
          <span className="visually-hidden">{t`Pause the pictures`}</span>
        </button>
      </div>
    </section>
  )
}
