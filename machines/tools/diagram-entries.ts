/** Dev tool (not app code): the machines drawn in machines/README.md, with one paragraph each. */

import { communicationMachine } from '../account-settings/communication.machine'
import { languageMachine } from '../account-settings/language.machine'
import { bookingRequestMachine } from '../booking-request/booking-request.machine'
import { checkoutDraftMachine } from '../checkout-draft/checkout-draft.machine'
import { dealerAnswerMachine } from '../dealer-answer/dealer-answer.machine'
import { dealerRequestsMachine } from '../dealer-requests/dealer-requests.machine'
import { dealerSessionMachine } from '../dealer-session/dealer-session.machine'
import { dealerSignInMachine } from '../dealer-sign-in/dealer-sign-in.machine'
import { dealerVehicleMachine } from '../dealer-vehicle/dealer-vehicle.machine'
import { emailRevertMachine } from '../email-revert/email-revert.machine'
import { familyMachine } from '../family/family.machine'
import { forgotPasswordMachine } from '../forgot-password/forgot-password.machine'
import { heroCarouselMachine } from '../hero-carousel/hero-carousel.machine'
import { loginMachine } from '../login/login.machine'
import { passwordFormMachine } from '../password-form/password-form.machine'
import { addressMachine } from '../personal-details/address.machine'
import { basicInfoMachine } from '../personal-details/basic-info.machine'
import { registerMachine } from '../register/register.machine'
import { reservationsMachine } from '../reservations/reservations.machine'
import { searchFilterMachine } from '../search-filter/search-filter.machine'
import { sessionMachine } from '../session/session.machine'
import { slotHoldMachine } from '../slot-hold/slot-hold.machine'
import { trackingMachine } from '../tracking/tracking.machine'
import { wizardMachine } from '../wizard/wizard.machine'
import type { DiagramEntry } from './mermaid'

export const diagramEntries: DiagramEntry[] = [
  {
    title: 'wizard (booking)',
    file: 'machines/wizard/wizard.machine.ts',
    machine: wizardMachine,
    summary:
      'The search wizard of SPEC §2 and §4: tab1 results, tab2 vehicle, tab3 extras, tab4 checkout and ' +
      'success. Tab moves follow the allowed moves exactly (from tab2 only to tab1, from tab3 to tab1 or tab2, ' +
      'from tab4 to tab1..tab3); any other request, and any move while the hold is locking or booking, is ' +
      'refused and logged. The held slot is its child, the slot hold below: entering tab1 or leaving lets it ' +
      'go; continuing from tab3 asks it for the slot (or goes to login without a token, and resumes at tab3 ' +
      'after login), straight to tab4 when one is held; Book asks it to book. The token is refreshed after ' +
      'the lock and after the booking; after a booking leaving clears the stored selection.',
  },
  {
    title: 'slotHold (the held slot)',
    file: 'machines/slot-hold/slot-hold.machine.ts',
    machine: slotHoldMachine,
    summary:
      'The held slot of SPEC §4, a child of the wizard for its whole life. Free, or locking (the lock ' +
      'request), held (unchecked after a reload, verifying with the server, waiting for the expiry time, then ' +
      'verifying again), booking (the booking request), expired (the server released it: hold it again), ' +
      'releasing. It reports to the wizard: granted, refused, released, booked, booking failed. Told to let ' +
      'go while a request is in flight, it waits for the answer: a late lock is released, a failed booking ' +
      'releases the slot, a booking made stands.',
  },
  {
    title: 'lockRequest and bookingRequest (requests that outlive leaving)',
    file: 'machines/outliving-request/outliving-request.machine.ts',
    machine: bookingRequestMachine,
    summary:
      'One pattern for the two requests the server may still grant after the customer has left: the lock ' +
      '(machines/slot-hold/lock-request.machine.ts) and the booking (machines/booking-request). Leaving ' +
      'is only noted; the machine ends with the answer or the failure and whether the customer had left, ' +
      'and the slot hold decides what to undo.',
  },
  {
    title: 'session (auth)',
    file: 'machines/session/session.machine.ts',
    machine: sessionMachine,
    summary:
      'Logged out or logged in. A stored session counts only if it passes the token check (token and expiry ' +
      'present, not expired, at least 5 minutes left). On home the check runs every 5 minutes and stops once it ' +
      'fails; on account-type pages the token is refreshed every 20 minutes; the wizard asks for a refresh ' +
      'before a search, after the slot lock and after a booking. A failed refresh, or a token the server ' +
      'refuses, clears the session and goes to login, which says the session expired; the next login goes back ' +
      'to the page. Account calls update the stored user; logout clears it and goes home. Sessions the customer ' +
      'ended on the server (an email change undone) end here too, with no call and no navigation.',
  },
  {
    title: 'dealerSession (the dealer desk session)',
    file: 'machines/dealer-session/dealer-session.machine.ts',
    machine: dealerSessionMachine,
    summary:
      "DESIGN §8: a dealership staff member's session at /dealer, its ds_ token kept under its own storage keys, " +
      "never the customer's. A stored session counts only with 5 minutes left; signed in, the token is " +
      'refreshed every 20 minutes, one refresh at a time; a refused token (401 on a desk call) or a failed ' +
      'refresh signs out and the sign-in page says the session ended; sign-out forgets it whatever the server says.',
  },
  {
    title: 'dealerSignIn (the desk sign-in forms)',
    file: 'machines/dealer-sign-in/dealer-sign-in.machine.ts',
    machine: dealerSignInMachine,
    summary:
      "The desk's four doors: sign in, the invitation's first password, a reset link's new password, and " +
      "forgot. The contract's rules on submit (the focus on the first field to fix), the request, the server's " +
      'message on its fields or above the button; a link without its token, used, expired or altered says so.',
  },
  {
    title: 'dealerRequests (the desk requests)',
    file: 'machines/dealer-requests/dealer-requests.machine.ts',
    machine: dealerRequestsMachine,
    summary:
      'The PENDING requests (most urgent first, the time left from the server clock), one request, Accept, ' +
      'and Decline with a reason (a common one, or a text of at most 500: one of them required). A failure ' +
      'keeps what it was about; retry reads the list, or the request again (it may have been decided elsewhere).',
  },
  {
    title: 'dealerAnswer (the emailed answer link)',
    file: 'machines/dealer-answer/dealer-answer.machine.ts',
    machine: dealerAnswerMachine,
    summary:
      'The page an emailed Accept or Decline link opens, without sign-in. Reading the link changes nothing; ' +
      'only the button answers. Valid: the request and Accept, or the reason form. Decided (here or ' +
      'elsewhere, also while answering): who decided what and when. Expired and invalid links say so.',
  },
  {
    title: "dealerVehicle (a vehicle's calendar and blocks)",
    file: 'machines/dealer-vehicle/dealer-vehicle.machine.ts',
    machine: dealerVehicleMachine,
    summary:
      "One vehicle's next 30 days (holds, bookings, blocks), blocking whole days with a reason, and removing " +
      'a block; after each change the calendar is read again. The rules on submit; the server refusal on its field.',
  },

  {
    title: 'forgotPassword',
    file: 'machines/forgot-password/forgot-password.machine.ts',
    machine: forgotPasswordMachine,
    summary:
      'State 1 (email form) to sending to state 4 (sent). The email must contain @; a server error is shown ' +
      "on the email field as sent; a thrown request shows 'Email not found'. Close goes to login, the home " +
      'button goes home.',
  },
  {
    title: 'login',
    file: 'machines/login/login.machine.ts',
    machine: loginMachine,
    summary:
      'The login form of SPEC §2: email and password are checked on submit (email format, password of at least ' +
      '8); only a valid form is sent. A refused login shows the server message on the password field and marks ' +
      'both fields; too many attempts say when to try again. Success hands the session to the session machine; ' +
      'the URL bridge moves on.',
  },
  {
    title: 'reservations',
    file: 'machines/reservations/reservations.machine.ts',
    machine: reservationsMachine,
    summary:
      'My reservations: loading with a spinner, then the list or the empty state; a failed load is logged and ' +
      'shows an empty list with the spinner stopped. Status tabs start at PENDING; the sort is mostRecent after ' +
      'every load, or older. Cards expand and collapse (never DELETED ones); receipts open or log ' +
      "'Receipt URL not found'; a PENDING reservation is cancelled after the server's quote of the refund and a " +
      'confirm step, then the list reloads.',
  },
  {
    title: 'register',
    file: 'machines/register/register.machine.ts',
    machine: registerMachine,
    summary:
      'The registration form of SPEC §2 and §5: every field checked with the contract rules, the password ' +
      'strength meter, the countries fetched when the screen opens; a refused registration shows the server ' +
      'error on the email field; success logs the customer in and shows the panel that offers to finish the ' +
      'reservation or go to the account.',
  },
  {
    title: 'passwordForm',
    file: 'machines/password-form/password-form.machine.ts',
    machine: passwordFormMachine,
    summary:
      'Reset password (token and email from the emailed link) and change password (current, new, repeat): the ' +
      'SPEC §5 rules, the request, the server field errors; an invalid or expired link says so and offers to ' +
      'ask again; success leads to login or to the account settings.',
  },
  {
    title: 'emailRevert',
    file: 'machines/email-revert/email-revert.machine.ts',
    machine: emailRevertMachine,
    summary:
      'The undo link emailed to the old address after an email change: opening it changes nothing; the ' +
      'customer confirms, then the email is the old one again and every session of the account has ended (the ' +
      "app's session too). A link without its token, a used or expired one, or an address now taken says so; " +
      'only a lost answer can be tried again.',
  },
  {
    title: 'basicInfo',
    file: 'machines/personal-details/basic-info.machine.ts',
    machine: basicInfoMachine,
    summary:
      'Personal details, basic information: title, names, email and phone, prefilled from the stored user and ' +
      'checked with the contract rules; saving shows the spinner for at least 2 seconds, then the stored user ' +
      'mirrors the answer; server field errors stand on their fields and nothing typed is lost. A new email ' +
      'also needs the current password; the old address is told and can undo the change.',
  },
  {
    title: 'address',
    file: 'machines/personal-details/address.machine.ts',
    machine: addressMachine,
    summary:
      'Personal details, address: the fields of SPEC §2 with their rules, save with the 2-second spinner, and ' +
      'delete after a confirmation; the stored user mirrors each change.',
  },
  {
    title: 'language',
    file: 'machines/account-settings/language.machine.ts',
    machine: languageMachine,
    summary:
      'Account settings, language: Save stores the choice on the server with a 1-second spinner; Cancel resets ' +
      "to Italian and saves; a failure shows 'Error setting language'.",
  },
  {
    title: 'communication',
    file: 'machines/account-settings/communication.machine.ts',
    machine: communicationMachine,
    summary: 'Account settings, communication preferences: email, SMS, phone and post, saved together.',
  },
  {
    title: 'searchFilter',
    file: 'machines/search-filter/search-filter.machine.ts',
    machine: searchFilterMachine,
    summary:
      'Location, model, dates and times. Starts from the URL params when all are present, else from the saved ' +
      'filters of this family, else empty (time from 09:00). Search is enabled only when all six fields are set; ' +
      'a new start date moves an empty or earlier end date to it. Submitting stores the filters and goes to ' +
      'tab1 with the non-empty params.',
  },
  {
    title: 'family',
    file: 'machines/family/family.machine.ts',
    machine: familyMachine,
    summary:
      'The brand family. Entering from the landing page stores it, forces Italian, clears the visit and goes ' +
      'home; switching from the header stores it, clears the model and goes home; a family reached by URL only ' +
      'restyles. Every entry into a family applies its theme.',
  },
  {
    title: 'tracking',
    file: 'machines/tracking/tracking.machine.ts',
    machine: trackingMachine,
    summary:
      'One tracking session, created once and stored; events that happen meanwhile wait and are sent once it ' +
      'exists. A page_view per navigation, and the named events search_vehicle (with the count), ' +
      'choose_vehicle and create_booking. A failed session start stops tracking for the visit.',
  },
  {
    title: 'checkoutDraft',
    file: 'machines/checkout-draft/checkout-draft.machine.ts',
    machine: checkoutDraftMachine,
    summary:
      'The checkout form as the customer left it, for one customer and one booking: it outlives the screen ' +
      'and, through the tab’s stored copy, a reload. Book checks every field at once and says what it found ' +
      '(the first field to fix, or the details the wizard books with, under one idempotency key per set of ' +
      'details). The end of the session forgets it.',
  },
  {
    title: 'heroCarousel',
    file: 'machines/hero-carousel/hero-carousel.machine.ts',
    machine: heroCarouselMachine,
    summary:
      'The home hero of SPEC §2: while playing, the next picture shows every 5 seconds (SPEC §9), wrapping ' +
      'around; the visitor can pause, play or pick a picture. A visitor who prefers reduced motion starts ' +
      'paused, so the picture stays still.',
  },
]
