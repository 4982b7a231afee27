import * as v from 'valibot'
import type { DealerDeclineRequest } from '../contract/bookings'
import { DealerAnswerLinkResponseSchema } from '../contract/dealer-links'
import { deskCall } from './dealer-auth'
import { http } from './http'

/** The signed fields of an emailed Accept / Decline link. */
type Link = { booking: string; staff: string; expires: string; signature: string }

/** GET /dealer/links/answer: the link's state (valid, decided, expired); reading changes nothing. */
export const readAnswerLink = (link: Link) =>
  deskCall(async () => {
    const body = await http().get('dealer/links/answer', { searchParams: link }).json()
    return v.parse(DealerAnswerLinkResponseSchema, body).data
  })

/** POST /dealer/links/answer/accept: the link is the credential. */
export const acceptByLink = (link: Link) =>
  deskCall(async () => {
    const body = await http().post('dealer/links/answer/accept', { json: link }).json()
    return v.parse(DealerAnswerLinkResponseSchema, body).data
  })

/** POST /dealer/links/answer/decline with the reason. */
export const declineByLink = (link: Link, reason: DealerDeclineRequest) =>
  deskCall(async () => {
    const body = await http()
      .post('dealer/links/answer/decline', { json: { ...link, ...reason } })
      .json()
    return v.parse(DealerAnswerLinkResponseSchema, body).data
  })
