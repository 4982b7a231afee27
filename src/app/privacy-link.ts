import type { Family } from '../contract/family'
import { useRuntimeConfig } from './runtime'

/** Where "privacy policy" links point, and whether that page is the operator's own (another site). */
export type PrivacyLink = { href: string; external: boolean }

/**
 * The operator's privacy policy when the server sets PRIVACY_POLICY_URL (runtime config
 * `privacy_policy_url`), else the product's own notice at /{family}/privacy.
 */
export function privacyLink(family: Family, configured: string | null | undefined): PrivacyLink {
  const url = configured?.trim()
  return url ? { href: url, external: true } : { href: `/${family}/privacy`, external: false }
}

/** The privacy link for this deployment; every screen that links to the privacy notice uses it. */
export function usePrivacyLink(family: Family): PrivacyLink {
  return privacyLink(family, useRuntimeConfig()?.privacy_policy_url)
}
