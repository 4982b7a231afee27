import type { LegalDocument } from './content.types'

/** Cookie notice: cookies and browser local storage. */
export const cookiesEn: LegalDocument = {
  title: 'Cookie notice',
  updated: '2026-11-01',
  intro: [
    {
      kind: 'p',
      text: 'This notice explains which cookies and which browser local storage data the Altura Rent website uses, for what purposes and for how long, and how you can give or withdraw your consent. It is provided under article 122 of Italian Legislative Decree no. 196 of 30 June 2003 (the Personal Data Protection Code), Regulation (EU) 2016/679 (GDPR) and the Italian Data Protection Authority’s Guidelines on cookies and other tracking tools of 10 June 2021.',
    },
  ],
  articles: [
    {
      id: 'controller',
      number: 1,
      title: 'Data controller',
      blocks: [
        {
          kind: 'p',
          text: 'The data controller is Altura Rent S.r.l., with registered office at Via Vittor Pisani 16, 20124 Milano (MI), Italy. The Controller’s contact details are given in the privacy policy, linked at the foot of every page of the website.',
        },
      ],
    },
    {
      id: 'what',
      number: 2,
      title: 'What cookies and local storage are',
      blocks: [
        {
          kind: 'p',
          text: 'Cookies are small text files that the website sends to your browser, which stores them and sends them back to the website on later visits. Local storage is an area of the browser where the website saves information that stays on your device and is not sent to the server automatically.',
        },
        {
          kind: 'p',
          text: 'Both can be technical, meaning they are needed for the website to work and to provide the service you request, or they can be used for analytics or profiling. Technical tools do not require consent; the others may be used only if you give it.',
        },
      ],
    },
    {
      id: 'technical',
      number: 3,
      title: 'Technical tools',
      blocks: [
        {
          kind: 'p',
          text: 'The website saves in your browser’s local storage the information it needs to provide the service:',
        },
        {
          kind: 'list',
          items: [
            'the language you chose (Italian or English);',
            'the brand family you chose (Range Rover, Defender, Discovery or Jaguar), which sets the look of the website;',
            'your account login session, which keeps you signed in until you log out or the session expires;',
            'the booking in progress: search filters, the vehicle and services chosen, the temporary hold on the time slot and the reservation number, kept until the booking is completed or abandoned;',
            'for a dealership’s staff at the dealer desk (/dealer), their desk session, kept until they sign out or it expires, and the desk’s light or dark look.',
          ],
        },
        {
          kind: 'p',
          text: 'The website also uses a technical cookie that remembers the choices you made in the cookie banner for 364 days, so that the banner is not shown on every visit. These tools rely on article 122(1) of the Personal Data Protection Code and do not require consent.',
        },
      ],
    },
    {
      id: 'analytics',
      number: 4,
      title: 'First-party analytics cookie',
      blocks: [
        {
          kind: 'p',
          text: 'With your consent, the website sets a first-party analytics cookie that identifies your browsing session for 30 days. It is used to measure the pages viewed and the booking steps (search, vehicle choice, booking submission), in order to produce aggregate statistics and improve the service.',
        },
        {
          kind: 'p',
          text: 'The information collected is processed directly by Altura Rent S.r.l., is not passed on to third parties and is not used for advertising or profiling. The legal basis is your consent (article 6(1)(a) GDPR), which you can withdraw at any time.',
        },
      ],
    },
    {
      id: 'third-parties',
      number: 5,
      title: 'Third-party cookies',
      blocks: [
        {
          kind: 'p',
          text: 'The website uses no advertising or profiling cookies, whether its own or third-party.',
        },
        {
          kind: 'p',
          text: 'The dealer map and the place search rely on external mapping services which, in order to return maps and addresses, receive your device’s IP address and the coordinates requested.',
        },
      ],
    },
    {
      id: 'list',
      number: 6,
      title: 'List of cookies and stored data',
      blocks: [
        {
          kind: 'table',
          caption: 'Cookies and local storage keys used by the website',
          head: ['Name', 'Type', 'Purpose', 'Duration'],
          rows: [
            [
              'altura_cookie_consent',
              'First-party technical cookie',
              'Remembers the choices made in the cookie banner',
              '364 days',
            ],
            [
              'altura_drawing',
              'First-party technical cookie',
              'Lets the server prepare pages in the language chosen and for a signed-in visitor, before the app starts',
              '364 days, updated at login, logout and on a change of language',
            ],
            [
              'altura_tracking_session',
              'First-party analytics cookie',
              'Measures the pages viewed and the booking steps',
              '30 days',
            ],
            [
              'tracking_id',
              'Local storage, analytics',
              'Keeps the identifier of the measurement session',
              'Until consent is withdrawn or browser data is cleared',
            ],
            ['language', 'Local storage, technical', 'Language chosen', 'Until browser data is cleared'],
            [
              'family',
              'Local storage, technical',
              'Brand family chosen and the matching look',
              'Until browser data is cleared',
            ],
            [
              'access_token, user, expires_at',
              'Local storage, technical',
              'Account login session',
              'Until logout or the session expires',
            ],
            [
              'desk_token, desk_staff, desk_expires_at, desk_theme',
              'Local storage, technical',
              'Dealer desk session of a dealership’s staff member, and the desk’s light or dark look (/dealer)',
              'The session until sign-out or its expiry; the look until browser data is cleared',
            ],
            [
              'filters, model, location, currentPage',
              'Local storage, technical',
              'Search in progress: filters, model, place and results page',
              'Until the booking is completed or abandoned',
            ],
            [
              'selectedVehicle, options, unlock_code, session_id, booking_id',
              'Local storage, technical',
              'Booking in progress: vehicle and services chosen, time slot hold, reservation number',
              'Until the booking is completed or abandoned',
            ],
          ],
        },
      ],
    },
    {
      id: 'consent',
      number: 7,
      title: 'How to give and withdraw consent',
      blocks: [
        {
          kind: 'p',
          text: 'On your first visit, a banner lets you accept or refuse the analytics cookie. If you close the banner without choosing, only the technical tools remain active. Your choice is kept for 364 days, after which you are asked again.',
        },
        {
          kind: 'p',
          text: 'You can change or withdraw your consent at any time by reopening the banner from the cookie link at the foot of every page. Withdrawal does not affect the lawfulness of processing carried out before it.',
        },
        {
          kind: 'p',
          text: 'You can also delete or block cookies and stored data in your browser settings (for example in Chrome, Firefox, Safari or Edge, in the section on privacy and site data). Deleting the technical tools means losing the language and brand family you chose, being logged out of your account and interrupting any booking in progress.',
        },
      ],
    },
    {
      id: 'rights',
      number: 8,
      title: 'Your rights',
      blocks: [
        {
          kind: 'p',
          text: 'Under articles 15 to 22 GDPR you have the right to ask the Controller for access to your personal data, rectification, erasure, restriction of processing and data portability, to object to processing and to withdraw any consent you have given at any time.',
        },
        {
          kind: 'p',
          text: 'You can exercise your rights by writing to Altura Rent S.r.l. at its registered office or using the contact details given in the privacy policy. You also have the right to lodge a complaint with the Italian Data Protection Authority (Garante per la protezione dei dati personali, www.garanteprivacy.it).',
        },
      ],
    },
    {
      id: 'updates',
      number: 9,
      title: 'Updates',
      blocks: [
        {
          kind: 'p',
          text: 'This notice may be updated following changes to the website or to the law. The date of the latest update is shown on this page; if the changes are significant, you will be asked for your consent again.',
        },
      ],
    },
  ],
}
