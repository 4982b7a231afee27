import { PlaceholderPage } from '../placeholder-page'

export function SuccessPage() {
  return <PlaceholderPage name="success" />
}
