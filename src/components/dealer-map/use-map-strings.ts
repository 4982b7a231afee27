import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'

/** MapLibre's own texts (its `locale` option) and our map buttons, in the page's language. */
export function useMapStrings() {
  const { t, i18n } = useLingui()
  // biome-ignore lint/correctness/useExhaustiveDependencies: the texts change with the language only.
  return useMemo(
    () => ({
      zoomIn: t`Zoom in`,
      zoomOut: t`Zoom out`,
      map: {
        'Map.Title': t`Map of the dealers`,
        'AttributionControl.ToggleAttribution': t`Show map credits`,
        'AttributionControl.MapFeedback': t`Map feedback`,
        'Popup.Close': t`Close`,
        'CooperativeGesturesHandler.WindowsHelpText': t`Use Ctrl + scroll to zoom the map`,
        'CooperativeGesturesHandler.MacHelpText': t`Use ⌘ + scroll to zoom the map`,
        'CooperativeGesturesHandler.MobileHelpText': t`Use two fingers to move the map`,
      },
    }),
    [i18n.locale],
  )
}
