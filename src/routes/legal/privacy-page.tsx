import { PlaceholderPage } from '../placeholder-page'

export function PrivacyPage() {
  return <PlaceholderPage name="privacy" />
}
