import { PlaceholderPage } from '../placeholder-page'

export function DetailsContactPage() {
  return <PlaceholderPage name="tab4" inShell />
}
