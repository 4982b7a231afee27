import { PlaceholderPage } from '../placeholder-page'

export function MyReservationsPage() {
  return <PlaceholderPage name="myReservations" />
}
