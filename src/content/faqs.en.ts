import type { FaqGroup } from './content.types'

/** Frequently asked questions, in three groups: before, during and at the end of the rental. */
export const faqsEn: FaqGroup[] = [
  {
    id: 'before',
    title: 'Before the rental',
    faqsInfo: [
      {
        question: 'What do I need in order to rent?',
        answer:
          'The driver must be at least 25 years old and have held a driving licence for at least 36 months. At pickup you need your original licence and identity document, plus a credit card in the main driver’s name, on which the security deposit is blocked.',
      },
      {
        question: 'How long can I rent a vehicle for?',
        answer:
          'Online you can book directly for 1 to 30 days. For longer periods the dealer can offer you a monthly rental: it lasts at least 30 days and renews from month to month for up to 12 months, unless notice is given at least 5 days before the current period ends.',
      },
      {
        question: 'What do the "Pending" and "Confirmed" statuses mean?',
        answer:
          '"Pending" means the reservation has been sent and is waiting for the dealer’s answer. "Confirmed" means the dealer has approved it: only then is the vehicle reserved for you. If the dealer cannot accept it, the reservation shows as "Declined" and you owe nothing.',
      },
      {
        question: 'How much do I pay, and when?',
        answer:
          'Once confirmed, the reservation is held for 7 days, within which you pay the dealer a deposit of 30% of the rate; otherwise the reservation shows as "Expired". The balance is paid at pickup. All prices shown include VAT at 22%.',
      },
      {
        question: 'Can I cancel a reservation?',
        answer:
          'Yes. A "Pending" reservation can be cancelled free of charge under "My reservations" up to 48 hours before the rental starts; a confirmed reservation is cancelled through the dealer. The deposit is refunded in full up to 7 days before the start, 50% from 7 days to 48 hours before, and not at all in the last 48 hours.',
      },
      {
        question: 'Can I add a second driver?',
        answer:
          'Yes, for a fee. Each additional driver must meet the same requirements as the main driver (at least 25 years old, licence held for at least 36 months) and be named in the agreement before driving.',
      },
    ],
  },
  {
    id: 'during',
    title: 'During the rental',
    faqsInfo: [
      {
        question: 'When can I pick up and return the vehicle?',
        answer:
          'Pickup and return take place only at the dealer, during opening hours: Monday to Saturday, 9:00 to 18:00. That is why Sundays cannot be chosen in the calendar.',
      },
      {
        question: 'How much is the security deposit?',
        answer:
          'It depends on the model: from €2,500 for the Jaguar XE, XF and E-PACE, Discovery Sport and Range Rover Evoque up to €7,500 for the Range Rover. It is blocked on your credit card at pickup and released on return, less any charges. All the amounts are listed in the rental terms.',
      },
      {
        question: 'Can I smoke or travel with my pet?',
        answer:
          'Smoking is not allowed on board, including electronic cigarettes. Pets are welcome only in a suitable carrier. If the vehicle needs sanitising, a fee of €150 is charged.',
      },
      {
        question: 'Can I drive abroad?',
        answer:
          'The vehicle may be driven in Italy. To travel to another European Union country you need the dealer’s written consent, requested before pickup; driving outside the European Union is not allowed.',
      },
      {
        question: 'What range do electric and plug-in hybrid vehicles have?',
        answer:
          'The vehicle page shows the range declared by the manufacturer: in electric mode, plug-in hybrid models can travel up to 62 miles (about 100 km). Real-world range depends on driving style, temperature and load. Electric vehicles are handed over with at least 80% charge.',
      },
      {
        question: 'What should I do after an accident or a theft?',
        answer:
          'Inform the dealer straight away and, if possible, fill in the joint accident report form (CAI). In the event of theft, report it to the authorities and give the dealer a copy of the report and all the keys: without the keys, the full value of the vehicle is payable.',
      },
    ],
  },
  {
    id: 'after',
    title: 'At the end of the rental',
    faqsInfo: [
      {
        question: 'How much fuel or charge should the vehicle have when I return it?',
        answer:
          'Fuel vehicles must be returned with a full tank, as you received them; otherwise you pay a fixed €50 plus the missing litres at the market price. Electric vehicles must be returned with at least 80% charge; each missing kWh costs €1.',
      },
      {
        question: 'What happens if I return the vehicle late?',
        answer:
          'The rental is counted in 24-hour periods from the pickup time. You have a 1-hour grace period; after that, a further rental day is charged. Remember that the vehicle can only be returned during the dealer’s opening hours.',
      },
      {
        question: 'Where can I find my receipt?',
        answer:
          'Under "My reservations" in your account: each reservation has an icon to download its receipt, which opens in a new tab.',
      },
      {
        question: 'When do I get my security deposit back?',
        answer:
          'The deposit is released on return, once the vehicle has been checked, less any amounts due. How soon the funds become available again depends on the bank that issued your card.',
      },
      {
        question: 'How are traffic fines handled?',
        answer:
          'Fines for offences committed during the rental, including restricted traffic zone (ZTL) fines, are payable by you: the fine is re-notified to the driver, and a €40 handling penalty is charged for each re-notified fine.',
      },
    ],
  },
]
