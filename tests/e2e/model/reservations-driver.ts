/**
 * The my-reservations screen as a reservations path meets it: the calls it makes, its tabs, sort
 * options and empty texts, its cancel dialog, and what the server is made to do behind it.
 */
import type { Page } from '@playwright/test'
import { expect } from '../fixtures'

export type Call = 'list' | 'receipt' | 'quote' | 'cancel'

export function callOf(method: string, pathname: string): Call | null {
  if (method === 'GET' && pathname === '/api/v1/bookings') return 'list'
  if (method === 'GET' && pathname.endsWith('/receipt')) return 'receipt'
  if (method === 'GET' && pathname.endsWith('/cancellation')) return 'quote'
  if (method === 'DELETE') return 'cancel'
  return null
}

async function apiKey(baseUrl: string): Promise<string> {
  const config = (await (await fetch(new URL('/api/v1/config', baseUrl))).json()) as {
    data: { api_key: string }
  }
  return config.data.api_key
}

/** The customer's reservation is cancelled elsewhere (another tab, the dealer's phone call). */
export async function cancelOnServer(baseUrl: string, token: string, id: string) {
  const response = await fetch(new URL(`/api/v1/bookings/${id}`, baseUrl), {
    method: 'DELETE',
    headers: { 'x-api-key': await apiKey(baseUrl), authorization: `Bearer ${token}` },
  })
  expect(response.status).toBe(200)
}

/** A server fault, as the API's envelope says it. */
export const SERVER_FAULT = {
  status: 500,
  contentType: 'application/json',
  body: JSON.stringify({ success: false, message: 'An error has occurred', data: null }),
}

export const TABS: Record<string, RegExp> = { PENDING: /^Pending/, DELETED: /^Cancelled/ }
export const SORTS: Record<string, string> = { mostRecent: 'Most recent first', older: 'Oldest first' }
export const EMPTY: Record<string, string> = {
  PENDING: "No vehicles waiting for the dealer's confirmation.",
  DELETED: 'No cancelled reservations.',
}

export const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Cancel this reservation?' })
