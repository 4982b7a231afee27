import { PlaceholderPage } from '../placeholder-page'

export function ChangePasswordPage() {
  return <PlaceholderPage name="changePassword" />
}
