import { PlaceholderPage } from '../placeholder-page'

export function AccountSettingsPage() {
  return <PlaceholderPage name="accountSettings" />
}
