import { useParams } from '@tanstack/react-router'
import { ReservationsScreen } from '../../features/reservations/reservations-screen'

/** SPEC §2 my-reservations, inside the account shell (which shows the greeting as the page's h1). */
export function MyReservationsPage() {
  const { family } = useParams({ from: '/$family' })
  return <ReservationsScreen family={family} />
}
