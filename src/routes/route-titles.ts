import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** The visible title of each screen of SPEC §2, in the catalogs. */
export const routeTitles = {
  home: msg`Home`,
  faqs: msg`Frequently asked questions`,
  tab1: msg`Choose your vehicle`,
  tab2: msg`Your selection`,
  tab3: msg`Your options`,
  tab4: msg`Details and contact`,
  success: msg`Booking received`,
  login: msg`Log in`,
  register: msg`Create an account`,
  forgot: msg`Forgot your password?`,
  resetPassword: msg`Reset your password`,
  changePassword: msg`Change password`,
  personalDetails: msg`Personal details`,
  myReservations: msg`My reservations`,
  accountSettings: msg`Account settings`,
  terms: msg`Terms and conditions`,
  cookies: msg`Cookie notice`,
  privacy: msg`Privacy notice`,
} satisfies Record<string, MessageDescriptor>

export type RouteName = keyof typeof routeTitles
