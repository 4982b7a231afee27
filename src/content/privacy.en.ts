import type { LegalDocument } from './content.types'

/** Privacy notice: English translation; the Italian text prevails. */
export const privacyEn: LegalDocument = {
  title: 'Privacy notice',
  updated: '2026-11-01',
  intro: [
    {
      kind: 'p',
      text: 'This notice describes how Altura Rent S.r.l. processes the personal data of people who visit the Altura Rent website, create an account, book a Range Rover, Defender, Discovery or Jaguar vehicle and rent it from a participating dealer. It is provided under articles 13 and 14 of Regulation (EU) 2016/679 (GDPR) and Italian Legislative Decree no. 196 of 30 June 2003 (the Personal Data Protection Code, the “Code”), as amended by Legislative Decree no. 101 of 10 August 2018.',
    },
    {
      kind: 'p',
      text: 'The use of cookies and browser local storage is described in detail in the cookie notice, linked at the foot of every page of the website. This notice is written in Italian and translated into English: in case of conflict, the Italian text prevails.',
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
          text: 'The data controller is Altura Rent S.r.l., with registered office at Via Vittor Pisani 16, 20124 Milano (MI), Italy, which runs the Altura Rent website (the “Platform”) and is the lessor of the vehicles booked through the Platform.',
        },
        {
          kind: 'p',
          text: 'For any question about the processing of your data and to exercise your rights, you can write to Altura Rent S.r.l., Via Vittor Pisani 16, 20124 Milano (MI), Italy, for the attention of the data protection contact.',
        },
      ],
    },
    {
      id: 'data',
      number: 2,
      title: 'Personal data we process',
      blocks: [
        {
          kind: 'p',
          text: 'We process only the data needed for the purposes set out in article 3, collected from you through the Platform or, when you pick up the vehicle, through the dealer:',
        },
        {
          kind: 'list',
          items: [
            'account data: title, first name, last name, email address, phone number, preferred language, home and billing addresses; your password is stored only in encrypted form, using an irreversible hash function;',
            'booking data: vehicle, dealer, pick-up and return dates and times, optional services, prices, any promo code, reservation number and status, and the contact details and address given when booking;',
            'data collected by the dealer when you pick up the vehicle: details of the driving licence and identity document of the driver and of any additional drivers, details of the credit card on which the security deposit is held, handover and return reports, kilometres driven and any damage, accidents and traffic fines;',
            'communication choices: your answers to the marketing and profiling questions, your preferred contact channels (email, text message, phone, post) and the date on which you acknowledged this notice;',
            'technical and security data: IP address, used to limit login and password reset attempts; account login sessions, stored only as cryptographic fingerprints; the server’s technical log, with the date, time and outcome of operations and of emails sent;',
            'measurement data, only if you consent in the cookie banner: a random measurement session identifier, the pages viewed, the number of search results, the vehicle chosen and the identifier of the booking submitted.',
          ],
        },
        {
          kind: 'p',
          text: 'We do not process special categories of personal data within the meaning of article 9 GDPR. If you book or name an additional driver on behalf of someone else, please give them this notice.',
        },
      ],
    },
    {
      id: 'purposes',
      number: 3,
      title: 'Purposes and legal bases of processing',
      blocks: [
        {
          kind: 'p',
          text: 'We process data for the following purposes, each on the legal basis shown:',
        },
        {
          kind: 'table',
          caption: 'Purposes, data processed and legal bases',
          head: ['Purpose', 'Activities and data', 'Legal basis'],
          rows: [
            [
              'Account',
              'Registration, login and management of your profile, addresses, language and preferences, using account data',
              'Performance of the contract (article 6(1)(b) GDPR)',
            ],
            [
              'Booking and rental',
              'Sending the request to the dealer, confirmation or refusal, vehicle pick-up and return, payments and receipts, using account data, booking data and the data collected at pick-up',
              'Performance of the contract and of pre-contractual steps taken at your request (article 6(1)(b) GDPR)',
            ],
            [
              'Service emails',
              'Sending the welcome, booking received and password reset emails, using your name, email address, language and booking data',
              'Performance of the contract (article 6(1)(b) GDPR)',
            ],
            [
              'Legal obligations',
              'Accounting and tax obligations, and passing the driver’s details to the authorities so that traffic fines can be re-notified, using booking, contract and driver data',
              'Legal obligation (article 6(1)(c) GDPR)',
            ],
            [
              'Security',
              'Limits on login and password reset attempts, the server’s technical log and prevention of abuse, using technical and security data',
              'The Controller’s legitimate interest in the security of its systems (article 6(1)(f) GDPR)',
            ],
            [
              'Legal claims',
              'Establishing, exercising or defending legal claims, for example over damage, excesses, penalties or disputes, using only the data relevant to the matter',
              'The Controller’s legitimate interest in protecting its rights (article 6(1)(f) GDPR)',
            ],
            [
              'Marketing',
              'Sending news, offers and events about the Controller’s vehicles and services through the channels you chose, using your name, contact details, language and preferred channels',
              'Consent (article 6(1)(a) GDPR and article 130 of the Code)',
            ],
            [
              'Profiling',
              'Analysing your preferences and bookings to tailor offers',
              'Consent (article 6(1)(a) GDPR)',
            ],
            [
              'Measurement',
              'Aggregate statistics on the use of the website, using measurement data',
              'Consent (article 6(1)(a) GDPR and article 122 of the Code)',
            ],
          ],
        },
        {
          kind: 'p',
          text: 'For processing based on legitimate interest, we have checked that it does not override your interests, rights and freedoms; you can still object as set out in article 13. Data are not used for purposes other than those listed.',
        },
      ],
    },
    {
      id: 'provision',
      number: 4,
      title: 'Whether you must provide your data',
      blocks: [
        {
          kind: 'p',
          text: 'The data marked as required in the registration, booking and profile forms are needed to create your account, book and rent: without them we cannot provide the service. All other data are optional.',
        },
        {
          kind: 'p',
          text: 'Consent to marketing and consent to profiling are optional and separate: the forms ask you to answer yes or no, but you can answer no without any effect on your registration, booking or rental. Consent to measurement through cookies is optional as well.',
        },
        {
          kind: 'p',
          text: 'The privacy notice checkbox in the registration and booking forms confirms that you have read this notice: the processing needed for your account, booking and rental is based on the contract, not on consent.',
        },
      ],
    },
    {
      id: 'marketing',
      number: 5,
      title: 'Marketing and profiling',
      blocks: [
        {
          kind: 'p',
          text: 'If you consent to marketing, Altura Rent S.r.l. may send you news, offers and events about its vehicles and services through the channels you chose among email, text message, phone and post. If you consent to profiling, it may analyse your preferences and bookings to offer you deals that match your interests.',
        },
        {
          kind: 'p',
          text: 'The two consents are independent and you can withdraw either of them at any time, also for a single channel, in your account settings or by writing to the Controller. Withdrawal does not affect the lawfulness of processing carried out before it. Your data are not passed on to third parties for their own marketing.',
        },
        {
          kind: 'p',
          text: 'Profiling is used only to tailor offers: it does not lead to decisions that produce legal effects concerning you or similarly significantly affect you (article 22 GDPR).',
        },
      ],
    },
    {
      id: 'measurement',
      number: 6,
      title: 'Measuring the use of the website',
      blocks: [
        {
          kind: 'p',
          text: 'Only if you accept the analytics cookie in the cookie banner does the Platform create a measurement session, identified by a random code and valid for 30 days, and record the pages viewed and the booking steps: search, vehicle choice and booking submission. If you refuse, or close the banner without choosing, no event is recorded.',
        },
        {
          kind: 'p',
          text: 'These data are processed directly by Altura Rent S.r.l. to produce aggregate statistics and improve the service; they are not used for advertising or profiling. You can withdraw your consent at any time from the “Cookie preferences” link at the foot of every page; the details are in the cookie notice.',
        },
      ],
    },
    {
      id: 'dealers',
      number: 7,
      title: 'The dealers’ role',
      blocks: [
        {
          kind: 'p',
          text: 'Bookings are handled by the dealers participating in the Altura Rent network, acting in the name and on behalf of Altura Rent S.r.l. (article 2 of the general rental terms and conditions). When you submit a booking, the dealer you chose receives its data, together with your contact details, in order to check it and confirm or decline it; it then collects payments, hands the vehicle over to you and takes it back.',
        },
        {
          kind: 'p',
          text: 'For these activities the dealers are appointed by Altura Rent S.r.l. as processors under article 28 GDPR: they process the data only on the Controller’s instructions and to handle the booking and the rental, they are bound by confidentiality and they may not use the data for their own purposes, including marketing.',
        },
        {
          kind: 'p',
          text: 'The dealer’s name and address are shown in the booking, in the email confirming that it was received and on the receipt.',
        },
      ],
    },
    {
      id: 'recipients',
      number: 8,
      title: 'Recipients of the data',
      blocks: [
        {
          kind: 'p',
          text: 'Data are processed by staff of Altura Rent S.r.l. who are authorised and instructed to do so, and may be disclosed, as far as the purposes listed require:',
        },
        {
          kind: 'list',
          items: [
            'to the dealers, as described in article 7;',
            'to the providers that host the Platform and its databases and to those that deliver the service emails, appointed as processors under article 28 GDPR;',
            'to tax and legal advisers, auditors, banks and insurance companies, for legal obligations, the handling of payments, accidents and excesses and the protection of the Controller’s rights, acting as independent controllers or as processors, as the case may be;',
            'to public and judicial authorities that request them under the law, including those dealing with breaches of the Highway Code committed during the rental.',
          ],
        },
        {
          kind: 'p',
          text: 'Data are neither published nor sold. The up-to-date list of processors is available from the Controller on request.',
        },
      ],
    },
    {
      id: 'transfers',
      number: 9,
      title: 'Transfers outside the European Economic Area',
      blocks: [
        {
          kind: 'p',
          text: 'Data are stored and processed within the European Economic Area (EEA) and are not transferred to third countries or to international organisations.',
        },
        {
          kind: 'p',
          text: 'Should a transfer outside the EEA become necessary in the future, it will take place only to countries covered by a European Commission adequacy decision or with the safeguards provided for by articles 44 to 49 GDPR, and this notice will be updated before the transfer.',
        },
      ],
    },
    {
      id: 'retention',
      number: 10,
      title: 'How long we keep data',
      blocks: [
        {
          kind: 'p',
          text: 'We keep data for as long as the purposes for which they are processed require, as follows:',
        },
        {
          kind: 'table',
          caption: 'Retention periods',
          head: ['Data', 'Retention period'],
          rows: [
            [
              'Account data',
              'As long as the account is active; if you ask us to close it, they are deleted within 30 days, except those that must be kept for the periods below',
            ],
            [
              'Confirmed bookings, rental agreements, receipts and accounting records',
              '10 years from the end of the rental (article 2220 of the Italian Civil Code and tax law)',
            ],
            [
              'Booking requests that were not confirmed (declined, cancelled or expired)',
              '24 months from the planned pick-up date',
            ],
            [
              'Data collected at pick-up (driving licence, identity document, credit card)',
              'For the duration of the rental and until the security deposit is released; those written in the agreement, 10 years from the end of the rental',
            ],
            [
              'Password reset links',
              'Valid for 60 minutes and usable once; deleted 7 days after they expire',
            ],
            ['Account login sessions', 'Valid until logout or expiry; deleted 7 days after they expire'],
            ['Counters of login and password reset attempts', '24 hours'],
            ['Copies of the service emails sent', '12 months from sending'],
            [
              'Server technical log',
              '90 days, unless needed for longer to establish abuse or an unlawful act',
            ],
            [
              'Data processed for marketing',
              'Until consent is withdrawn, and in any case no longer than 24 months from your last activity on the account',
            ],
            [
              'Data processed for profiling',
              'Until consent is withdrawn, and in any case no longer than 12 months from their collection',
            ],
            ['Measurement data', 'Measurement session 30 days; recorded events 12 months'],
            [
              'Data processed to defend legal claims',
              'Until the matter is settled and the time limits for appeal have run out',
            ],
          ],
        },
        {
          kind: 'p',
          text: 'At the end of these periods, data are deleted or irreversibly anonymised.',
        },
      ],
    },
    {
      id: 'security',
      number: 11,
      title: 'Data security',
      blocks: [
        {
          kind: 'p',
          text: 'We apply technical and organisational measures appropriate to the risk (article 32 GDPR): communications with the Platform are encrypted; passwords are stored only as irreversible hashes and access tokens only as cryptographic fingerprints; sessions expire and end when you log out; password reset links work for 60 minutes and once; receipt links are signed and work for 15 minutes; repeated login attempts are limited. Access to data is restricted to authorised staff.',
        },
        {
          kind: 'p',
          text: 'If a personal data breach is likely to result in a risk to your rights and freedoms, the Controller notifies it to the Italian Data Protection Authority and, if the risk is high, informs you without undue delay (articles 33 and 34 GDPR).',
        },
      ],
    },
    {
      id: 'minors',
      number: 12,
      title: 'Minors',
      blocks: [
        {
          kind: 'p',
          text: 'The service is for adults only, and drivers must be at least 25 years old (article 7 of the general rental terms and conditions). We do not knowingly collect data from minors; if you believe a minor has given us their data, write to us and we will delete them.',
        },
      ],
    },
    {
      id: 'rights',
      number: 13,
      title: 'Your rights',
      blocks: [
        {
          kind: 'p',
          text: 'At any time you can exercise against the Controller the rights provided for by articles 15 to 22 GDPR:',
        },
        {
          kind: 'list',
          items: [
            'access (article 15): to know whether we process data about you and to receive a copy, together with information on the processing;',
            'rectification (article 16): to correct inaccurate data or complete incomplete data; you can change much of it yourself in your personal area;',
            'erasure (article 17): to have your data deleted, except those we must keep by law or to defend a legal claim;',
            'restriction (article 18): to ask that your data only be stored, for example while we check their accuracy;',
            'portability (article 20): to receive, in a structured, commonly used and machine-readable format, the data you gave us that we process by automated means on the basis of the contract or of consent, and to transmit them to another controller;',
            'objection (article 21): to object at any time, on grounds relating to your particular situation, to processing based on legitimate interest, and without giving any reason to processing for marketing, including related profiling;',
            'automated decisions (article 22): not to be subject to a decision based solely on automated processing which produces legal effects concerning you or similarly significantly affects you; the Controller makes no such decisions.',
          ],
        },
        {
          kind: 'p',
          text: 'We communicate any rectification, erasure or restriction to the recipients to whom the data were disclosed (article 19 GDPR). You also have the right to withdraw any consent you have given at any time, without affecting the lawfulness of processing based on consent before its withdrawal (article 7(3) GDPR).',
        },
      ],
    },
    {
      id: 'exercise',
      number: 14,
      title: 'How to exercise your rights and withdraw consent',
      blocks: [
        {
          kind: 'p',
          text: 'You can exercise your rights by writing to Altura Rent S.r.l., Via Vittor Pisani 16, 20124 Milano (MI), Italy. To protect your data, we may ask you for the information needed to verify your identity. Requests are free of charge; we answer without undue delay and in any case within one month, which may be extended by two months for complex requests, in which case we will tell you (article 12 GDPR).',
        },
        {
          kind: 'p',
          text: 'To withdraw consent: for marketing and profiling, in your account settings or by writing to the Controller; for measurement, from the “Cookie preferences” link at the foot of every page.',
        },
        {
          kind: 'p',
          text: 'If you believe the processing breaches the law, you can lodge a complaint with the Italian Data Protection Authority (Garante per la protezione dei dati personali, Piazza Venezia 11, 00187 Roma, www.garanteprivacy.it) under article 77 GDPR and articles 140-bis and following of the Code, or with the supervisory authority of the Member State where you habitually reside or work, or bring proceedings before the courts.',
        },
      ],
    },
    {
      id: 'updates',
      number: 15,
      title: 'Changes to this notice',
      blocks: [
        {
          kind: 'p',
          text: 'This notice may be updated following changes to the service or to the law. The date of the latest update is shown on this page; we will tell you about significant changes through the Platform or by email before they apply.',
        },
      ],
    },
  ],
}
