import type { Texts } from './texts'

/**
 * The texts every email shares (greeting, dealer's time, the HTML frame) and those of the emails about
 * the customer's account. `{product}` is the product's name, `{brand}` the family's and the product's.
 * A paragraph after the greeting starts in lower case; English capitalises it (mail/compose-email.ts).
 */
export const ACCOUNT_EMAIL_TEXTS = {
  'email.greeting': ['Hello {name},', 'Ciao {name},'],
  'email.dealer_time': ['{time} (Italian time)', '{time} (ora italiana)'],
  'email.tagline': ['Premium rental', 'Noleggio premium'],
  'email.button_hint': [
    'If the button does not work, open this link:',
    'Se il pulsante non funziona, apri questo link:',
  ],
  'email.button.reset_password': ['Reset your password', 'Reimposta la password'],
  'email.footer.account': [
    'You receive this service email because you have a {product} account.',
    'Ricevi questa email di servizio perché hai un account {product}.',
  ],
  'email.welcome.subject': ['Welcome to {product}', 'Ti diamo il benvenuto in {product}'],
  'email.welcome.preview': ['Your account is ready.', 'Il tuo account è pronto.'],
  'email.welcome.heading': ['Your account is ready', 'Il tuo account è pronto'],
  'email.welcome.intro': [
    'you can now search for a vehicle by place, model and dates, book it in a few steps and follow your rentals in My reservations.',
    'da ora puoi cercare un veicolo per luogo, modello e date, prenotarlo in pochi passi e seguire i tuoi noleggi da Le mie prenotazioni.',
  ],
  'email.welcome.button': ['Find a vehicle', 'Cerca un veicolo'],
  'email.password_reset.subject': ['{brand}: reset your password', '{brand}: reimposta la password'],
  'email.password_reset.preview': ['The link works for {minutes} minutes.', 'Il link vale {minutes} minuti.'],
  'email.password_reset.heading': ['Reset your password', 'Reimposta la password'],
  'email.password_reset.intro': [
    'we received a request to reset your password. The link works for {minutes} minutes, once.',
    'abbiamo ricevuto una richiesta di reimpostare la password. Il link vale {minutes} minuti e si può usare una volta sola.',
  ],
  'email.password_reset.notice': [
    'If it was not you, ignore this email: your password stays as it was.',
    'Se non sei stato tu, ignora questa email: la password resta quella di prima.',
  ],
  'email.password_changed.subject': ['{brand}: your password changed', '{brand}: la tua password è cambiata'],
  'email.password_changed.preview': [
    'If this was not you, reset it now.',
    'Se non sei stato tu, reimpostala subito.',
  ],
  'email.password_changed.heading': ['Your password changed', 'La tua password è cambiata'],
  'email.password_changed.intro': [
    "your account's password was changed on {when}. Every other open session was ended.",
    'la password del tuo account è stata cambiata {when}. Le altre sessioni aperte sono state chiuse.',
  ],
  'email.password_changed.yours': [
    'If you changed it, there is nothing to do.',
    "Se l'hai cambiata tu, non devi fare nulla.",
  ],
  'email.password_changed.notice': [
    'If this was not you, reset your password now with the link below, and choose one you use nowhere else.',
    'Se non sei stato tu, reimposta subito la password con il link qui sotto e scegline una che non usi altrove.',
  ],
  'email.email_changed.subject': [
    "{brand}: your account's email changed",
    "{brand}: l'email del tuo account è cambiata",
  ],
  'email.email_changed.preview': ['You now log in with {email}.', 'Ora accedi con {email}.'],
  'email.email_changed.heading': ["Your account's email changed", "L'email del tuo account è cambiata"],
  'email.email_changed.intro': [
    "your account's email address was changed to {email}. From now on you log in with it.",
    "l'indirizzo email del tuo account è stato cambiato in {email}. Da ora accedi con quello.",
  ],
  'email.email_changed.notice': [
    'If it was not you, undo the change within {hours} hours: the account goes back to this address and every session ends.',
    "Se non sei stato tu, annulla la modifica entro {hours} ore: l'account torna a questo indirizzo e tutte le sessioni vengono chiuse.",
  ],
  'email.email_changed.button': ['Undo the change', 'Annulla la modifica'],
} as const satisfies Texts
