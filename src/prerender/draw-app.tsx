import { I18nProvider as WidgetLocale } from 'react-aria/I18nProvider'
import { renderToString } from 'react-dom/server'
import { AppTree } from '../app/app-tree'
import type { Language } from '../contract/language'
import { type Drawing, withoutScripts } from './drawing'

/**
 * The app opened for drawing, rendered to HTML in `language` (already active in Lingui): the tree the
 * browser takes over (src/app/app-tree.tsx), drawn without the deployment's settings, with no script.
 */
export function drawApp({ router, actors, bridge }: Drawing, language: Language): string {
  return withoutScripts(
    renderToString(
      <AppTree
        router={router}
        context={{ actors, bridge }}
        language={language}
        WidgetLocale={WidgetLocale}
        config={null}
      />,
    ),
  )
}
