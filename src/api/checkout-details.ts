import type { CheckoutDetails } from '../contract/checkout'
import type { Address, User } from '../contract/user'
import { newAddressId, saveAddress, updateContactPhone } from './account'

const sameName = (address: Address, alias: string | null | undefined) =>
  (address.alias ?? '').trim().toLowerCase() === (alias ?? '').trim().toLowerCase()

/**
 * "Save these details to my account" after a booking: the address updates the saved one of the same name
 * (none named: the unnamed one), else becomes a new one; then the phone. Both through the account calls,
 * so the next checkout is prefilled with them. Answers the user as it is now.
 */
export async function saveCheckoutDetails(details: CheckoutDetails, user: User): Promise<User> {
  const saved = [user.address, ...user.addresses].find(
    (address): address is Address => address !== null && sameName(address, details.alias),
  )
  await saveAddress(saved?.id ?? newAddressId(), {
    address: details.address,
    house_number: details.house_number,
    additional_info: details.additional_info ?? null,
    country: details.country,
    city: details.city,
    postal_code: details.postal_code,
    alias: details.alias ?? null,
    address_type: details.address_type ?? saved?.address_type ?? user.address_type ?? 'home',
  })
  return updateContactPhone(details.phone)
}
