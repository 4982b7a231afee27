import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { PasswordStrength, StrengthLevel } from '../../contract/password-strength'

const levelTexts: Record<StrengthLevel, MessageDescriptor> = {
  very_weak: msg`Very weak`,
  weak: msg`Weak`,
  medium: msg`Medium`,
  good: msg`Good`,
  strong: msg`Strong`,
}

/**
 * SPEC §5 password strength meter, live as the password is typed: four bars and the level in words
 * (0 very weak, 1 weak, 2 medium, 3 good, 4 strong). Screen readers get a native meter with the level as
 * its value text, and hear the level when it changes; the bars are drawn for the eye only.
 */
export function StrengthMeter({ id, strength }: { id: string; strength: PasswordStrength }) {
  const { i18n, t } = useLingui()
  const level = i18n._(levelTexts[strength.level])
  return (
    <div className="strength" data-score={strength.score}>
      <meter
        id={id}
        className="visually-hidden"
        min={0}
        max={4}
        value={strength.score}
        aria-label={t`Password strength`}
        aria-valuetext={level}
      >
        {level}
      </meter>
      <div className="strength__bars" aria-hidden="true">
        {[1, 2, 3, 4].map((bar) => (
          <span key={bar} className={`strength__bar${bar <= strength.score ? ' is-on' : ''}`} />
        ))}
      </div>
      <p className="strength__text" aria-live="polite">
        <Trans>
          Password strength: <strong className="strength__level">{level}</strong>
        </Trans>
      </p>
    </div>
  )
}
