import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { WizardTab } from '../../../machines/wizard/wizard.types'

/** SPEC §2 step tab labels search.01 to search.04. */
export const stepLabels: Record<WizardTab, MessageDescriptor> = {
  tab1: msg({ id: 'search.01', message: 'Search' }),
  tab2: msg({ id: 'search.02', message: 'Vehicle' }),
  tab3: msg({ id: 'search.03', message: 'Options' }),
  tab4: msg({ id: 'search.04', message: 'Details' }),
}
