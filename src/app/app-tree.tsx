import { I18nProvider } from '@lingui/react'
import { type AnyRouter, RouterProvider } from '@tanstack/react-router'
import { type ComponentType, type ReactNode, StrictMode, startTransition, useEffect, useState } from 'react'
import type { Language } from '../contract/language'
import type { RuntimeConfig } from '../contract/system'
import { i18n } from '../i18n/i18n'
import type { RouterContext } from './router-context'
import { RuntimeConfigContext } from './runtime'

/** React Aria's locale provider: the widgets' own words ("3 options available") in the page's language. */
export type WidgetLocale = ComponentType<{ locale: string; children: ReactNode }>

type Props = {
  router: AnyRouter
  context: RouterContext
  language: Language
  WidgetLocale: WidgetLocale
  /**
   * This deployment's settings (the release, the privacy policy's address). A page is drawn without them,
   * so that one drawing serves every deployment; the app starts as drawn and fills them in once it has
   * taken the page over.
   */
  config: RuntimeConfig | null
}

/**
 * The whole app, the same tree whether the server draws it (src/prerender) or the browser runs it
 * (src/main.tsx): the browser takes over a drawn page in place only when its first render is the drawing.
 */
export function AppTree({ router, context, language, WidgetLocale, config }: Props) {
  return (
    <StrictMode>
      <Settings config={config}>
        <I18nProvider i18n={i18n}>
          <WidgetLocale locale={language === 'it' ? 'it-IT' : 'en-GB'}>
            <RouterProvider router={router} context={context} />
          </WidgetLocale>
        </I18nProvider>
      </Settings>
    </StrictMode>
  )
}

function Settings({ config, children }: { config: RuntimeConfig | null; children: ReactNode }) {
  const [settings, setSettings] = useState<RuntimeConfig | null>(null)
  // In a transition: while React is still taking over the drawn page's parts, an urgent change of the
  // settings would make it take over all of them at once, in one long task, to apply it.
  useEffect(() => startTransition(() => setSettings(config)), [config])
  return <RuntimeConfigContext.Provider value={settings}>{children}</RuntimeConfigContext.Provider>
}
