import { Trans } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import * as v from 'valibot'
import type { ActorRefFrom } from 'xstate'
import type { LanguageMachine } from '../../../machines/account-settings/language.machine'
import {
  selectIsLanguageSaved,
  selectIsLanguageSaving,
  selectLanguage,
  selectLanguageFailed,
} from '../../../machines/account-settings/language.selectors'
import { LANGUAGES, type Language, LanguageSchema } from '../../contract/language'
import { AccountForm } from './account-form'
import { SaveBar } from './save-bar'

/** Each language is named in itself, as the header's language switch names it. */
const names: Record<Language, string> = { it: 'Italiano', en: 'English' }

/** SPEC §2 account settings, language: it or en, Save, and Cancel (back to Italian, saved). */
export function LanguageForm({ actor }: { actor: ActorRefFrom<LanguageMachine> }) {
  const language = useSelector(actor, selectLanguage)
  const saving = useSelector(actor, selectIsLanguageSaving)
  const saved = useSelector(actor, selectIsLanguageSaved)
  const failed = useSelector(actor, selectLanguageFailed)
  return (
    <AccountForm busy={saving} submit={() => actor.send({ type: 'form.submit' })}>
      <div className="checkout-field account-form__narrow">
        <label className="checkout-field__label" htmlFor="settings-language">
          <Trans>Language of the site and of our emails</Trans>
        </label>
        <div className="account-select">
          <select
            id="settings-language"
            name="language"
            className="checkout-field__input account-select__input"
            value={language}
            disabled={saving}
            onChange={(event) => {
              const chosen = v.safeParse(LanguageSchema, event.target.value)
              if (chosen.success) actor.send({ type: 'language.change', language: chosen.output })
            }}
          >
            {LANGUAGES.map((code) => (
              <option key={code} value={code} lang={code}>
                {names[code]}
              </option>
            ))}
          </select>
          <span className="account-select__chevron" aria-hidden="true" />
        </div>
      </div>
      <SaveBar
        saving={saving}
        saved={saved ? <Trans>Language saved.</Trans> : null}
        alert={failed ? <Trans>Error setting language</Trans> : null}
      >
        <button
          type="button"
          className="button button--ghost"
          aria-disabled={saving || undefined}
          onClick={() => actor.send({ type: 'form.cancel' })}
        >
          <Trans>Cancel</Trans>
        </button>
      </SaveBar>
    </AccountForm>
  )
}
