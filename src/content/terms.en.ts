import type { LegalDocument } from './content.types'
import { depositRows } from './model-amounts'
import { laterArticlesEn } from './terms-later.en'

/** General rental terms and conditions: English translation; the Italian text prevails (art. 18). */
export const termsEn: LegalDocument = {
  title: 'General rental terms and conditions',
  updated: '2026-11-01',
  intro: [
    {
      kind: 'p',
      text: 'These general terms and conditions govern the rental, without a driver, of Range Rover, Defender, Discovery and Jaguar vehicles booked through the Altura Rent platform. By submitting a reservation, the Customer declares that they have read these terms and accept them in full.',
    },
    {
      kind: 'p',
      text: 'The Lessor is Altura Rent S.r.l., with registered office at Via Vittor Pisani 16, 20124 Milano (MI), Italy, which operates through its network of participating dealers.',
    },
  ],
  articles: [
    {
      id: 'definitions',
      number: 1,
      title: 'Definitions',
      blocks: [
        { kind: 'p', text: 'In these terms and conditions:' },
        {
          kind: 'list',
          items: [
            '"Lessor" means Altura Rent S.r.l., with registered office at Via Vittor Pisani 16, 20124 Milano (MI), Italy;',
            '"Dealer" means the dealer participating in the Altura Rent network which, in the name and on behalf of the Lessor, handles the reservation, receives payments, hands over the Vehicle and takes it back;',
            '"Customer" means the natural or legal person who makes the reservation and signs the rental agreement;',
            '"Consumer" means a Customer who is a natural person acting for purposes outside any trade, business, craft or profession they may carry on, within the meaning of article 3 of Italian Legislative Decree no. 206 of 6 September 2005 (the Consumer Code);',
            '"Driver" means the Customer or the person the Customer names as main driver, and any additional driver authorised under article 7;',
            '"Vehicle" means the vehicle being rented, together with its documents, keys, access devices, accessories and equipment;',
            '"Platform" means the Altura Rent website through which the Customer searches for, books and manages rentals;',
            '"Rate" means the rental price shown in the reservation, VAT included, excluding optional services;',
            '"Rental day" means each period of 24 consecutive hours starting from the time the Vehicle is picked up;',
            '"Deposit" means the amount equal to 30% of the Rate payable to secure the reservation once confirmed;',
            '"Security deposit" means the amount blocked on the main Driver’s credit card as security for the Customer’s obligations.',
          ],
        },
      ],
    },
    {
      id: 'parties',
      number: 2,
      title: 'Parties and subject matter',
      blocks: [
        {
          kind: 'p',
          text: 'The rental agreement is entered into between the Lessor and the Customer. The Lessor relies on the Dealers as its local partners: acting in the name and on behalf of the Lessor, they check availability, confirm reservations, collect payments, hand over the Vehicle and take it back at the end of the rental.',
        },
        {
          kind: 'p',
          text: 'The subject matter of the agreement is the temporary use, without a driver, of the booked Vehicle, on the conditions set out in the reservation and in these general terms. The Customer acquires no right in the Vehicle other than its temporary use within the agreed limits.',
        },
        {
          kind: 'p',
          text: 'The pictures and descriptions published on the Platform are for illustration only. If the booked Vehicle is unavailable for reasons not attributable to the Customer, the Dealer may offer a vehicle of the same model or of an equivalent or higher category at no extra cost; if the Customer declines, they are entitled to a full refund of any amount paid.',
        },
      ],
    },
    {
      id: 'booking',
      number: 3,
      title: 'Reservation and confirmation',
      blocks: [
        {
          kind: 'p',
          text: 'Reservations are made on the Platform, after registering, by choosing the place, model, pickup and return dates and times, and any optional services. Submitting a reservation is an offer by the Customer and does not bind the Lessor until it is confirmed.',
        },
        {
          kind: 'p',
          text: 'Once submitted, the reservation appears as "Pending" (PENDING) under "My reservations". Only reservations approved by the Dealer count as confirmed and appear as "Confirmed" (CONFIRMED); the agreement is concluded at the time of confirmation. The Dealer may decline a reservation, which then appears as "Declined" (DECLINED) at no cost to the Customer.',
        },
        {
          kind: 'p',
          text: 'A confirmed reservation is held for 7 days, within which the Customer must pay the Deposit at the Dealer. If that period passes without payment, the reservation lapses, appears as "Expired" (EXPIRED) and the Vehicle becomes available again.',
        },
      ],
    },
    {
      id: 'duration',
      number: 4,
      title: 'Rental period',
      blocks: [
        {
          kind: 'p',
          text: 'The rental is charged in Rental days of 24 hours starting from the pickup time; any part of a Rental day counts as a full day, subject to the return grace period under article 9.',
        },
        {
          kind: 'p',
          text: 'Rentals lasting from 1 to 30 days can be booked directly on the Platform.',
        },
        {
          kind: 'p',
          text: 'Monthly rentals, arranged through the Dealer, last a minimum of 30 days and renew automatically from month to month up to a maximum total of 12 months. Either party may prevent renewal by notifying the other at least 5 days before the end of the current period.',
        },
        {
          kind: 'p',
          text: 'Extending a rental in progress is subject to the Vehicle’s availability and to the Dealer’s consent, and must be requested before the rental ends.',
        },
      ],
    },
    {
      id: 'prices',
      number: 5,
      title: 'Prices, deposit and payment',
      blocks: [
        {
          kind: 'p',
          text: 'Prices shown on the Platform are in euros and include VAT at 22%. The total price is the daily Rate multiplied by the number of Rental days, plus the price of the optional services chosen; the included mileage is the one shown in the price breakdown.',
        },
        {
          kind: 'p',
          text: 'Within the 7 days following confirmation referred to in article 3, the Customer pays the Dealer a Deposit equal to 30% of the Rate. The balance is due when the Vehicle is picked up.',
        },
        {
          kind: 'p',
          text: 'Kilometres driven beyond the included mileage, services requested at pickup and any other amounts provided for in these terms are settled on return, as stated in the rental agreement.',
        },
      ],
    },
    {
      id: 'cancellation',
      number: 6,
      title: 'Cancellation of a reservation',
      blocks: [
        {
          kind: 'p',
          text: 'A "Pending" reservation can be cancelled free of charge under "My reservations" up to 48 hours before the start of the rental. After that time, and in any case for confirmed reservations, cancellation must be requested from the Dealer.',
        },
        {
          kind: 'p',
          text: 'If a confirmed reservation is cancelled, the Deposit paid is refunded on the following scale:',
        },
        {
          kind: 'list',
          items: [
            'cancellation at least 7 days before the start of the rental: full refund;',
            'cancellation less than 7 days but at least 48 hours before the start of the rental: 50% refund;',
            'cancellation within the 48 hours before the start of the rental, or failure to pick up the Vehicle: no refund.',
          ],
        },
        {
          kind: 'p',
          text: 'Refunds are made using the same means of payment used for the Deposit. If a confirmed reservation is cancelled by the Lessor or the Dealer for reasons not attributable to the Customer, the Customer is entitled to a full refund of any amount paid.',
        },
        {
          kind: 'p',
          text: 'Under article 59(1)(n) of the Consumer Code, the right of withdrawal for distance contracts does not apply to car rental services with a specific date or period of performance; the cancellation options set out in this article remain available.',
        },
      ],
    },
    {
      id: 'driver',
      number: 7,
      title: 'Driver requirements',
      blocks: [
        {
          kind: 'p',
          text: 'The Driver must be at least 25 years old and must have held, for at least 36 months, a driving licence valid for the Vehicle’s category. The original licence and a valid identity document must be shown at pickup; an International Driving Permit may be required for licences issued outside the European Union.',
        },
        {
          kind: 'p',
          text: 'A credit card in the main Driver’s name is also required at pickup; the Security deposit under article 8 is blocked on it.',
        },
        {
          kind: 'p',
          text: 'On request, and for the corresponding fee, one or more additional drivers may be authorised; they must meet the same requirements and be named in the agreement before they drive.',
        },
        {
          kind: 'p',
          text: 'The Customer is responsible for the conduct of every Driver. The Vehicle must not be driven by anyone who is not authorised: if it is, the limits on liability under article 12 do not apply.',
        },
      ],
    },
    {
      id: 'security-deposit',
      number: 8,
      title: 'Security deposit',
      blocks: [
        {
          kind: 'p',
          text: 'At pickup, the Dealer blocks on the main Driver’s credit card, as security for the Customer’s obligations, a Security deposit whose amount depends on the model:',
        },
        {
          kind: 'table',
          caption: 'Security deposit by model',
          head: ['Model', 'Security deposit'],
          rows: depositRows('en'),
        },
        {
          kind: 'p',
          text: 'The Security deposit is released on return, less any amounts due under these terms. When the funds actually become available again depends on the card issuer.',
        },
      ],
    },
    {
      id: 'pickup-return',
      number: 9,
      title: 'Vehicle pickup and return',
      blocks: [
        {
          kind: 'p',
          text: 'The Vehicle is picked up and returned only at the Dealer’s premises stated in the reservation and only during opening hours, Monday to Saturday from 9:00 to 18:00; pickup and return are not possible on Sundays or on days when the Dealer is closed.',
        },
        {
          kind: 'p',
          text: 'At pickup, the Dealer and the Customer sign a handover report recording the condition of the Vehicle, the odometer reading and the fuel or charge level. The Customer must point out any visible damage or defect at that time.',
        },
        {
          kind: 'p',
          text: 'The Vehicle must be returned to the same place, on the agreed date and at the agreed time, in the condition in which it was received, apart from normal wear and tear. A grace period of 1 hour applies; after that, a further Rental day is charged at the applicable Rate.',
        },
        {
          kind: 'p',
          text: 'Return is complete when all keys have been handed to the Dealer’s staff and the return report has been signed; until then, the Customer remains responsible for the Vehicle.',
        },
      ],
    },
    {
      id: 'fuel-charge',
      number: 10,
      title: 'Fuel and charging',
      blocks: [
        {
          kind: 'p',
          text: 'Combustion-engine and hybrid vehicles are delivered with a full tank (100%) and must be returned full. Otherwise, a fixed refuelling service fee of €50 is charged, plus the missing litres of fuel at the market price on the day of return.',
        },
        {
          kind: 'p',
          text: 'Electric vehicles are delivered with a battery charge of at least 80% and must be returned with at least 80% charge. €1 is charged for each kWh missing below that level.',
        },
        {
          kind: 'p',
          text: 'The Customer must use only the fuel specified by the manufacturer and must return the charging cables supplied; any damage caused by misfuelling is borne entirely by the Customer.',
        },
      ],
    },
    ...laterArticlesEn,
  ],
}
