import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Heading } from 'react-aria-components'
import { LANGUAGES, type Language } from '../../contract/language'
import { reloadInLanguage } from '../../i18n/i18n'
import type { Opening } from '../first-use/first-use'
import { FirstUseDialog } from '../first-use/first-use-dialog'
import { names } from './language-names'

/** The language modal itself (SPEC §2 header), loaded on first use. Choosing stores and reloads (SPEC §1). */
export function LanguageDialog({ opening }: { opening: Opening | null }) {
  const { i18n, t } = useLingui()
  const current = i18n.locale as Language
  const currentName = names[current]
  return (
    <FirstUseDialog
      button={{
        className: 'header-button',
        label: t`Language: ${currentName}`,
        content: (
          <>
            <span className="globe-icon" aria-hidden="true" />
            <span aria-hidden="true">{current.toUpperCase()}</span>
          </>
        ),
      }}
      opening={opening}
      modalClassName="modal"
      dialogClassName="dialog"
    >
      {(close) => (
        <>
          <Heading slot="title" className="dialog__title">
            <Trans>Choose your language</Trans>
          </Heading>
          <ul className="choice-list">
            {LANGUAGES.map((language) => (
              <li key={language}>
                <button
                  type="button"
                  lang={language}
                  className="choice"
                  aria-pressed={language === current}
                  onClick={() => {
                    if (language === current) return close()
                    reloadInLanguage(language)
                  }}
                >
                  <span className="choice__code" aria-hidden="true">
                    {language.toUpperCase()}
                  </span>
                  {names[language]}
                </button>
              </li>
            ))}
          </ul>
          <Button className="button button--ghost dialog__close" onPress={close}>
            <Trans>Close</Trans>
          </Button>
        </>
      )}
    </FirstUseDialog>
  )
}
