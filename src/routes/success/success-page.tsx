import { useParams } from '@tanstack/react-router'
import { SuccessScreen } from '../../features/success/success-screen'

/** SPEC §2 Success (/{family}/success), reached once the wizard has booked. */
export function SuccessPage() {
  const { family } = useParams({ from: '/$family' })
  return <SuccessScreen family={family} />
}
