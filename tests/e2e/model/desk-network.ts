/**
 * The desk model specs' server answers, arranged on the page's network before the step that sends the
 * request: each path decides what the server says (a success, a refusal, no answer), so every state of
 * the desk's machines is reached through the real screens without waiting for real time or real data.
 */
import type { Page, Route } from '@playwright/test'

/** The envelope the server answers with. */
export const envelope = (data: unknown, message = '') => ({ success: true, message, data })

export const json = (route: Route, status: number, body: unknown) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) })

/** A refusal as the server writes it: its message, and the field errors that carry the code. */
export const refusal = (message: string, errors?: Record<string, string[]>) => ({
  success: false,
  message,
  data: null,
  ...(errors ? { errors } : {}),
})

export const STAFF = {
  id: '00000000-0000-4000-8000-000000000001',
  dealer_id: 'dealer-030',
  email: 'giulia@autovia.example',
  language: 'en',
  invited_at: '2026-11-01T09:00:00.000Z',
  activated_at: '2026-11-01T10:00:00.000Z',
}

export const SESSION = { token: 'ds_model', staff: STAFF, expires_at: '2099-01-01T00:00:00.000Z' }

/** What the signed-in desk reads on arrival: who is signed in, and the requests (none unless told). */
export async function deskBackground(page: Page, requests: unknown[] = []) {
  await page.route('**/api/v1/dealer/me', (route) =>
    json(
      route,
      200,
      envelope({
        kind: 'staff',
        id: STAFF.id,
        label: STAFF.email,
        staff: STAFF,
        dealer: {
          dealer_id: 'dealer-030',
          name: 'Nobile Auto Monza',
          city: 'Monza',
          address: 'Via Roma 1',
          telephone: '039 000000',
        },
      }),
    ),
  )
  await page.route('**/api/v1/dealer/requests', (route) =>
    json(route, 200, envelope({ now: new Date().toISOString(), requests })),
  )
}
