import { useLingui } from '@lingui/react/macro'
import { LANGUAGES, type Language } from '../../contract/language'
import { write } from '../../storage/storage'

const names: Record<Language, string> = { it: 'Italiano', en: 'English' }

/** Changing language stores it and reloads the page (SPEC §1). */
export function LanguageSwitch() {
  const { i18n, t } = useLingui()
  return (
    <fieldset className="language-switch">
      <legend className="visually-hidden">{t`Language`}</legend>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className="language-switch__option"
          aria-pressed={i18n.locale === language}
          title={names[language]}
          onClick={() => {
            if (i18n.locale === language) return
            write('language', language)
            window.location.reload()
          }}
        >
          <span aria-hidden="true">{language.toUpperCase()}</span>
          <span className="visually-hidden">{names[language]}</span>
        </button>
      ))}
    </fieldset>
  )
}
