import type { Article } from './content.types'
import { excessRows } from './model-amounts'

/** Articles 11 to 19 of the rental terms (English); the first ten are in terms.en.ts. */
export const laterArticlesEn: Article[] = [
  {
    id: 'use',
    number: 11,
    title: 'Use of the vehicle',
    blocks: [
      {
        kind: 'p',
        text: 'The Customer must look after and use the Vehicle with due care, in compliance with the Italian Highway Code and the manufacturer’s instructions. In particular, it is forbidden to:',
      },
      {
        kind: 'list',
        items: [
          'take part in races, competitions, speed trials or track sessions, even non-competitive ones;',
          'drive the Vehicle off the road; Defender models may be driven on unpaved roads and dirt tracks within the vehicle’s normal use, but never on test courses or in organised or competitive off-road activities;',
          'sub-let the Vehicle, hand it over to others on any basis or use it to carry people or goods for payment;',
          'let anyone drive it who is not authorised under article 7;',
          'drive under the influence of alcohol, drugs or medicines that impair the ability to drive;',
          'tow trailers or other vehicles without the Dealer’s consent;',
          'smoke on board, including electronic cigarettes;',
          'carry animals other than in a suitable pet carrier.',
        ],
      },
      {
        kind: 'p',
        text: 'The Vehicle may be driven in Italy. Driving in other European Union countries is allowed only with the Dealer’s prior written consent, to be requested before pickup; driving outside the European Union is excluded in all cases.',
      },
      {
        kind: 'p',
        text: 'Breach of any prohibition in this article entitles the Lessor to terminate the agreement under article 1456 of the Italian Civil Code and to demand the immediate return of the Vehicle, without prejudice to compensation for damages.',
      },
    ],
  },
  {
    id: 'insurance-excess',
    number: 12,
    title: 'Insurance cover, third-party liability penalty and excess',
    blocks: [
      {
        kind: 'p',
        text: 'The Vehicle is insured for third-party motor liability (RCA) within the limits required by law and is covered against damage, theft and fire; the Customer’s liability for these events is limited to the amounts set out below.',
      },
      {
        kind: 'p',
        text: 'For each accident for which the Driver is wholly or partly at fault, a third-party liability (RCA) penalty of €500 is charged, the same for all models.',
      },
      {
        kind: 'p',
        text: 'In the event of damage to the Vehicle, or of theft, attempted theft or fire, the Customer is liable for each event up to the following excess amounts:',
      },
      {
        kind: 'table',
        caption: 'Third-party liability penalty and excess by model',
        head: ['Model', 'RCA penalty', 'Damage excess', 'Theft and fire excess'],
        rows: excessRows('en'),
      },
      {
        kind: 'p',
        text: 'These limits on liability do not apply, and the Customer is liable in full, where the damage is caused wilfully or through gross negligence, in breach of the prohibitions in article 11 or by an unauthorised driver.',
      },
    ],
  },
  {
    id: 'damage-theft',
    number: 13,
    title: 'Damage, theft and accidents',
    blocks: [
      {
        kind: 'p',
        text: 'In the event of an accident, the Driver must inform the Dealer immediately, fill in the joint accident report form (CAI) where possible and, if anyone is injured or the facts are disputed, call the authorities.',
      },
      {
        kind: 'p',
        text: 'In the event of theft, attempted theft or fire, the Customer must report it to the competent authorities without delay and give a copy of the report to the Dealer, together with all the Vehicle’s keys and access devices.',
      },
      {
        kind: 'p',
        text: 'The Customer must pay full compensation for any damage to the Vehicle not covered by the limits in article 12. In the event of theft, the Customer must pay the full value of the Vehicle, with no excess applied, if they do not return all the keys and access devices they received.',
      },
    ],
  },
  {
    id: 'fines',
    number: 14,
    title: 'Fines, tolls and parking',
    blocks: [
      {
        kind: 'p',
        text: 'Administrative fines for Highway Code offences committed during the rental, including those relating to restricted traffic zones (ZTL), as well as tolls and parking charges, are payable by the Customer.',
      },
      {
        kind: 'p',
        text: 'The Customer authorises the Lessor to give the Driver’s details to the authorities concerned so that the fines can be re-notified to the Driver. For each re-notified fine, a penalty of €40 is payable to the Lessor to cover handling costs.',
      },
    ],
  },
  {
    id: 'fees',
    number: 15,
    title: 'Penalties and further charges',
    blocks: [
      {
        kind: 'p',
        text: 'In addition to the amounts provided for in the preceding articles, the following are payable:',
      },
      {
        kind: 'list',
        items: [
          'a sanitisation fee of €150 if the Vehicle is returned with traces of smoke or of animals carried without a pet carrier, or otherwise in a condition that requires sanitisation;',
          'if the odometer is tampered with or disconnected, €1 per kilometre, calculated on a notional distance of 250 km for each Rental day, without prejudice to further damages.',
        ],
      },
      {
        kind: 'p',
        text: 'The amounts stated in these terms include VAT where applicable. Sums owed by the Customer may be deducted from the Security deposit or charged to the main Driver’s credit card.',
      },
    ],
  },
  {
    id: 'privacy',
    number: 16,
    title: 'Personal data',
    blocks: [
      {
        kind: 'p',
        text: 'The personal data of the Customer and of the Drivers are processed by Altura Rent S.r.l., as controller, and by the Dealers, within the limits set out in the privacy policy, for purposes connected with the reservation and the performance of the agreement, in accordance with Regulation (EU) 2016/679 (GDPR) and Italian Legislative Decree no. 196 of 30 June 2003.',
      },
      {
        kind: 'p',
        text: 'For full information on the processing and on data subjects’ rights, please refer to the privacy policy, linked at the foot of every page of the Platform, and to the cookie notice.',
      },
    ],
  },
  {
    id: 'law',
    number: 17,
    title: 'Governing law',
    blocks: [
      {
        kind: 'p',
        text: 'The agreement is governed by Italian law. Matters not expressly provided for are governed by the Italian Civil Code and, for Consumers, by the Consumer Code, without prejudice to the mandatory protections granted to the Consumer by the law of the country of their habitual residence.',
      },
    ],
  },
  {
    id: 'language',
    number: 18,
    title: 'Language of the agreement',
    blocks: [
      {
        kind: 'p',
        text: 'These terms are drawn up in Italian and translated into English. In the event of any conflict or doubt as to interpretation, the Italian text prevails.',
      },
    ],
  },
  {
    id: 'forum',
    number: 19,
    title: 'Jurisdiction',
    blocks: [
      {
        kind: 'p',
        text: 'Any dispute with a Customer who is not a Consumer falls under the exclusive jurisdiction of the Court of Milan, where the Lessor has its registered office.',
      },
      {
        kind: 'p',
        text: 'Disputes with Consumers fall under the jurisdiction of the court of the place where the Consumer resides or is domiciled, in accordance with article 66-bis of the Consumer Code.',
      },
    ],
  },
]
