import { PlaceholderPage } from '../placeholder-page'

export function ForgotPage() {
  return <PlaceholderPage name="forgot" />
}
