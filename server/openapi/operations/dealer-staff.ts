import { EmptyResponseSchema } from '../../../src/contract/auth'
import * as links from '../../../src/contract/dealer-links'
import * as staff from '../../../src/contract/dealer-staff'
import { DealerIdSchema } from '../../../src/contract/vehicles'
import { named, type Operation } from '../types'

const dealerId = { dealerId: DealerIdSchema }
const Session = named('StaffSessionResponse', staff.StaffSessionResponseSchema)
const StaffList = named('StaffListResponse', staff.StaffListResponseSchema)
const Empty = named('EmptyResponse', EmptyResponseSchema)
const LinkState = named('DealerAnswerLinkResponse', links.DealerAnswerLinkResponseSchema)

/** Issue 33: dealer staff accounts, invited by the operator, signed in with sessions of their own. */
export const dealerStaffOperations: Operation[] = [
  {
    method: 'post',
    path: '/operator/dealers/{dealerId}/staff',
    operationId: 'inviteDealerStaff',
    summary:
      "Operator: invite a member of a dealership's staff; they are emailed (in their language) a link to /dealer/set-password, valid 72 hours, once. Inviting again someone who has not set a password sends a new link and retires the old one (409 for an active or another dealership's email)",
    tag: 'operator',
    access: 'operator',
    pathParams: dealerId,
    body: named('StaffInviteRequest', staff.StaffInviteRequestSchema),
    response: named('StaffMemberResponse', staff.StaffMemberResponseSchema),
    status: 201,
    errors: [404, 409],
  },
  {
    method: 'get',
    path: '/operator/dealers/{dealerId}/staff',
    operationId: 'listDealerStaffAsOperator',
    summary: "Operator: a dealership's staff: email, language, invited, activated (never a password)",
    tag: 'operator',
    access: 'operator',
    pathParams: dealerId,
    response: StaffList,
    errors: [404],
  },
  {
    method: 'post',
    path: '/dealer/auth/login',
    operationId: 'dealerStaffLogin',
    summary:
      "Dealer staff: sign in with email and password; answers a staff session token (ds_…). Rate-limited as the customers' login (429)",
    tag: 'dealer',
    access: 'key',
    body: named('StaffLoginRequest', staff.StaffLoginRequestSchema),
    response: Session,
    errors: [429],
  },
  {
    method: 'post',
    path: '/dealer/auth/set-password',
    operationId: 'dealerStaffSetPassword',
    summary:
      "Dealer staff: set the first password with the invitation link's token (valid 72 hours, once), and sign in. An unknown, used or expired link is a 400 saying which",
    tag: 'dealer',
    access: 'key',
    body: named('StaffSetPasswordRequest', staff.StaffSetPasswordRequestSchema),
    response: Session,
  },
  {
    method: 'post',
    path: '/dealer/auth/forgot',
    operationId: 'dealerStaffForgotPassword',
    summary:
      "Dealer staff: email a link to /dealer/reset-password (valid 60 minutes, once); the same answer whether or not the email is a staff member's. Rate-limited (429)",
    tag: 'dealer',
    access: 'key',
    body: named('StaffForgotRequest', staff.StaffForgotRequestSchema),
    response: Empty,
    errors: [429],
  },
  {
    method: 'post',
    path: '/dealer/auth/reset',
    operationId: 'dealerStaffResetPassword',
    summary:
      "Dealer staff: set a new password with the reset link's token; the member's other sessions end and a new one is answered",
    tag: 'dealer',
    access: 'key',
    body: named('StaffResetRequest', staff.StaffResetRequestSchema),
    response: Session,
  },
  {
    method: 'post',
    path: '/dealer/auth/refresh',
    operationId: 'dealerStaffRefresh',
    summary:
      'Dealer staff: a new session token; the old one still works for 30 seconds and is never refreshed again',
    tag: 'dealer',
    access: 'staff',
    response: named('StaffRefreshResponse', staff.StaffRefreshResponseSchema),
  },
  {
    method: 'post',
    path: '/dealer/auth/logout',
    operationId: 'dealerStaffLogout',
    summary: 'Dealer staff: end this session',
    tag: 'dealer',
    access: 'staff',
    response: Empty,
  },
  {
    method: 'get',
    path: '/dealer/me',
    operationId: 'dealerMe',
    summary:
      "Dealer: who is calling (a staff member, a dealership's key, the operator) and for which dealership",
    tag: 'dealer',
    access: 'dealer',
    response: named('DealerMeResponse', staff.DealerMeResponseSchema),
  },
  {
    method: 'get',
    path: '/dealer/staff',
    operationId: 'listOwnDealerStaff',
    summary:
      "Dealer: the caller's own dealership's staff, read-only (the operator invites). 403 with the operator key, which has no dealership",
    tag: 'dealer',
    access: 'dealer',
    response: StaffList,
    errors: [403],
  },
  {
    method: 'get',
    path: '/dealer/links/answer',
    operationId: 'readDealerAnswerLink',
    summary:
      "Dealer staff, from the new request's email: what a signed Accept / Decline link opens (booking, staff, expires, signature), changing nothing: `valid` with the request's summary, `decided` with who decided what, how and when (by any channel), or `expired`. A tampered link, or one for another booking or staff member, is 403",
    tag: 'dealer',
    access: 'key',
    query: links.DealerAnswerLinkQuerySchema,
    response: LinkState,
    errors: [403],
  },
  {
    method: 'post',
    path: '/dealer/links/answer/accept',
    operationId: 'acceptByDealerAnswerLink',
    summary:
      "Dealer staff: accept the request with the link's signed fields, recorded as the link's staff member by the channel email_link; the customer is emailed the confirmation. Already decided: 409 with the decision's record; expired: 410",
    tag: 'dealer',
    access: 'key',
    body: named('DealerAnswerAcceptRequest', links.DealerAnswerAcceptRequestSchema),
    response: LinkState,
    errors: [403, 409, 410],
  },
  {
    method: 'post',
    path: '/dealer/links/answer/decline',
    operationId: 'declineByDealerAnswerLink',
    summary:
      "Dealer staff: decline the request with the link's signed fields and a reason (reason_code other than `other`, or a text of at most 500 characters, or both), recorded as the link's staff member by the channel email_link; the customer is told the reason in their language. Already decided: 409; expired: 410",
    tag: 'dealer',
    access: 'key',
    body: named('DealerAnswerDeclineRequest', links.DealerAnswerDeclineRequestSchema),
    response: LinkState,
    errors: [403, 409, 410],
  },
]
