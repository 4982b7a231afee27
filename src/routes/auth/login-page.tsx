import { PlaceholderPage } from '../placeholder-page'

export function LoginPage() {
  return <PlaceholderPage name="login" />
}
