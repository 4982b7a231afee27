import { PlaceholderPage } from '../placeholder-page'

export function PersonalDetailsPage() {
  return <PlaceholderPage name="personalDetails" />
}
