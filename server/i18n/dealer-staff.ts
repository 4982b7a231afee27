import type { Texts } from './texts'

/**
 * Dealer staff accounts (issue 33): invitations, sign-in, emailed links and their emails, a new request's
 * email with its Accept / Decline links and their answers, the answer reminder.
 */
export const DEALER_STAFF_TEXTS = {
  'dealer.staff_session_invalid': [
    'Sign in at the dealer desk (Authorization: Bearer ds_…), or send a valid x-dealer-key header: this session is missing, expired or not a dealer staff session.',
    'Accedi al desk della concessionaria (Authorization: Bearer ds_…) oppure invia un header x-dealer-key valido: questa sessione manca, è scaduta o non è di un membro dello staff di una concessionaria.',
  ],
  'dealer.staff_email_taken': [
    'This email already belongs to a member of staff who has signed in, or to another dealership.',
    "Questa email appartiene già a un membro dello staff che ha effettuato l'accesso, o a un'altra concessionaria.",
  ],
  'dealer.staff_invited': [
    'The invitation was sent: its link sets a password and works for {hours} hours, once.',
    "L'invito è stato inviato: il suo link imposta una password, vale {hours} ore e si può usare una volta sola.",
  ],
  'dealer.staff_listed': ["The dealership's staff.", 'Lo staff della concessionaria.'],
  'dealer.me': [
    'Who is calling, and for which dealership.',
    'Chi sta chiamando, e per quale concessionaria.',
  ],
  'dealer.no_dealership': [
    "The operator belongs to no dealership: read a dealership's staff with GET /operator/dealers/{id}/staff.",
    "L'operatore non appartiene ad alcuna concessionaria: leggi lo staff di una concessionaria con GET /operator/dealers/{id}/staff.",
  ],
  'dealer.link_invalid': [
    'This link is not valid: open the one in the email as it is, or ask for a new one.',
    "Questo link non è valido: apri quello dell'email così com'è, oppure chiedine uno nuovo.",
  ],
  'dealer.link_used': [
    'This link was already used, or a newer one replaced it: sign in, or ask for a new link.',
    'Questo link è già stato usato, oppure uno più recente lo ha sostituito: accedi, oppure chiedi un nuovo link.',
  ],
  'dealer.link_expired': [
    'This link has expired: ask for a new one (the operator sends invitations again; "Forgot password" sends a reset link).',
    'Questo link è scaduto: chiedine uno nuovo (l\'operatore invia di nuovo gli inviti; "Password dimenticata" invia un link per reimpostarla).',
  ],
  'dealer.staff_password_set': [
    'Your password is set and you are signed in.',
    "La password è impostata e hai effettuato l'accesso.",
  ],
  'dealer.staff_forgot_sent': [
    'If a member of staff has this email, we sent them a link to reset the password.',
    'Se un membro dello staff ha questa email, gli abbiamo inviato un link per reimpostare la password.',
  ],
  'email.staff.greeting': ['Hello,', 'Buongiorno,'],
  'email.staff.footer': [
    "You receive this service email because you are on a dealership's staff at {product}.",
    'Ricevi questa email di servizio perché fai parte dello staff di una concessionaria su {product}.',
  ],
  'email.staff_invitation.subject': [
    '{product}: your access to the {dealer} dealer desk',
    '{product}: il tuo accesso al desk di {dealer}',
  ],
  'email.staff_invitation.preview': [
    'Set your password: the link works for {hours} hours.',
    'Imposta la password: il link vale {hours} ore.',
  ],
  'email.staff_invitation.heading': ['Join the {dealer} desk', 'Entra nel desk di {dealer}'],
  'email.staff_invitation.intro': [
    "you are invited to answer {dealer}'s booking requests at the dealer desk. Set your password to sign in: the link works for {hours} hours, once.",
    'sei invitato a rispondere alle richieste di prenotazione di {dealer} dal desk della concessionaria. Imposta la password per accedere: il link vale {hours} ore e si può usare una volta sola.',
  ],
  'email.staff_invitation.button': ['Set your password', 'Imposta la password'],
  'email.staff_invitation.notice': [
    'If you did not expect this invitation, ignore this email: nothing happens without the link.',
    'Se non aspettavi questo invito, ignora questa email: senza il link non succede nulla.',
  ],
  'email.staff_reset.subject': [
    '{product} dealer desk: reset your password',
    '{product}, desk della concessionaria: reimposta la password',
  ],
  'email.staff_reminder.subject': [
    'Reminder: booking request {reservation} awaits your answer',
    'Promemoria: la richiesta di prenotazione {reservation} attende una risposta',
  ],
  'email.staff_reminder.preview': ['Answer by {deadline}.', 'Rispondi entro {deadline}.'],
  'email.staff_reminder.heading': ['A request awaits your answer', 'Una richiesta attende una risposta'],
  'email.staff_reminder.intro': [
    "{customer}'s request to rent the {model} has no answer yet. Accept or decline it by {deadline}: after that it expires, the vehicle is offered again and the customer is told.",
    'la richiesta di {customer} per il noleggio di {model} non ha ancora una risposta. Accettala o rifiutala entro {deadline}: dopo scade, il veicolo torna disponibile e il cliente viene avvisato.',
  ],
  'email.staff_reminder.caption': ['The request', 'La richiesta'],
  'email.staff_reminder.customer': ['Customer', 'Cliente'],
  'email.staff_reminder.deadline': ['Answer by', 'Rispondi entro'],
  'email.staff_reminder.button': ['Open the dealer desk', 'Apri il desk della concessionaria'],
  'email.staff_reminder.notice': [
    "Every member of the dealership's staff gets this reminder once; the first answer counts.",
    'Ogni membro dello staff della concessionaria riceve questo promemoria una volta; vale la prima risposta.',
  ],
  'dealer.answer_link_read': ['The request this link answers.', 'La richiesta a cui risponde questo link.'],
  'dealer.answer_decided': [
    'This request has already been answered: here is who decided what, and when.',
    'A questa richiesta è già stata data una risposta: ecco chi ha deciso cosa, e quando.',
  ],
  'dealer.answer_expired': [
    'This request has expired: it was not answered by its deadline, so the vehicle is offered again and the customer has been told.',
    'Questa richiesta è scaduta: non ha avuto risposta entro la scadenza, quindi il veicolo torna disponibile e il cliente è stato avvisato.',
  ],
  'email.staff_request.subject': [
    'New booking request {reservation}: {model}',
    'Nuova richiesta di prenotazione {reservation}: {model}',
  ],
  'email.staff_request.preview': [
    '{customer} asks to rent the {model}. Answer by {deadline}.',
    '{customer} chiede di noleggiare {model}. Rispondi entro {deadline}.',
  ],
  'email.staff_request.heading': ['A new booking request', 'Una nuova richiesta di prenotazione'],
  'email.staff_request.intro': [
    '{customer} would like to rent the {model}. Accept or decline the request by {deadline}: after that it expires, the vehicle is offered again and the customer is told.',
    '{customer} vorrebbe noleggiare {model}. Accetta o rifiuta la richiesta entro {deadline}: dopo scade, il veicolo torna disponibile e il cliente viene avvisato.',
  ],
  'email.staff_request.accept': ['Accept the request', 'Accetta la richiesta'],
  'email.staff_request.decline': ['Decline the request', 'Rifiuta la richiesta'],
  'email.staff_request.notice': [
    "These buttons are yours alone: the answer is recorded in your name, so do not forward this email. Each opens a page that asks you to confirm; the dealership's first answer counts, and the buttons work until {deadline}.",
    'Questi pulsanti sono solo tuoi: la risposta viene registrata a tuo nome, quindi non inoltrare questa email. Ciascuno apre una pagina che chiede conferma; vale la prima risposta della concessionaria e i pulsanti funzionano fino a {deadline}.',
  ],
} as const satisfies Texts
