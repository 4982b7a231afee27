import { PlaceholderPage } from '../placeholder-page'

export function RegisterPage() {
  return <PlaceholderPage name="register" />
}
