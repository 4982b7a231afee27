import type { FaqGroup } from './content.types'

/** Domande frequenti, in tre gruppi: prima, durante e al termine del noleggio. */
export const faqsIt: FaqGroup[] = [
  {
    id: 'before',
    title: 'Prima del noleggio',
    faqsInfo: [
      {
        question: 'Quali requisiti e documenti servono per noleggiare?',
        answer:
          'Il conducente deve avere almeno 25 anni ed essere titolare della patente da almeno 36 mesi. Al ritiro servono la patente e un documento d’identità in originale, oltre a una carta di credito intestata al conducente principale, sulla quale viene vincolato il deposito cauzionale.',
      },
      {
        question: 'Per quanto tempo posso noleggiare un veicolo?',
        answer:
          'Online puoi prenotare direttamente da 1 a 30 giorni. Per periodi più lunghi il concessionario può proporti un noleggio mensile: dura almeno 30 giorni e si rinnova di mese in mese fino a 12 mesi, salvo disdetta comunicata almeno 5 giorni prima della scadenza.',
      },
      {
        question: 'Cosa significano gli stati «In attesa» e «Confermata»?',
        answer:
          '«In attesa» indica che la prenotazione è stata inviata e aspetta la risposta del concessionario. «Confermata» indica che il concessionario l’ha approvata: solo da quel momento il veicolo è riservato per te. Se il concessionario non può accoglierla, la prenotazione risulta «Rifiutata» e non devi nulla.',
      },
      {
        question: 'Quanto devo pagare e quando?',
        answer:
          'Dopo la conferma la prenotazione resta valida per 7 giorni, entro i quali versi al concessionario un acconto pari al 30% della tariffa; in mancanza, la prenotazione risulta «Scaduta». Il saldo si paga al ritiro. Tutti i prezzi indicati comprendono l’IVA al 22%.',
      },
      {
        question: 'Posso cancellare una prenotazione?',
        answer:
          'Sì. Una prenotazione «In attesa» si cancella gratuitamente da «Le mie prenotazioni» fino a 48 ore prima dell’inizio del noleggio; una prenotazione confermata si cancella tramite il concessionario. L’acconto è rimborsato per intero fino a 7 giorni prima dell’inizio, al 50% da 7 giorni a 48 ore prima, mentre nelle ultime 48 ore non è previsto alcun rimborso.',
      },
      {
        question: 'Posso aggiungere un secondo conducente?',
        answer:
          'Sì, a pagamento. Ogni conducente aggiuntivo deve avere gli stessi requisiti del conducente principale (almeno 25 anni e patente da almeno 36 mesi) ed essere indicato nel contratto prima di mettersi alla guida.',
      },
    ],
  },
  {
    id: 'during',
    title: 'Durante il noleggio',
    faqsInfo: [
      {
        question: 'Quando posso ritirare e riconsegnare il veicolo?',
        answer:
          'Ritiro e riconsegna avvengono solo presso il concessionario e negli orari di apertura, dal lunedì al sabato dalle 09:00 alle 18:00. Per questo nel calendario non puoi scegliere la domenica.',
      },
      {
        question: 'Quanto è il deposito cauzionale?',
        answer:
          'Dipende dal modello: si va da 2.500 € per Jaguar XE, XF ed E-PACE, Discovery Sport e Range Rover Evoque fino a 7.500 € per Range Rover. Viene vincolato sulla carta di credito al ritiro e svincolato alla riconsegna, al netto di eventuali addebiti. Trovi tutti gli importi nelle condizioni di noleggio.',
      },
      {
        question: 'Posso fumare o viaggiare con il mio animale?',
        answer:
          'A bordo non si può fumare, nemmeno con sigarette elettroniche. Gli animali sono ammessi solo nell’apposito trasportino. Se il veicolo deve essere sanificato viene addebitato un importo di 150 €.',
      },
      {
        question: 'Posso andare all’estero?',
        answer:
          'Il veicolo può circolare in Italia. Per viaggiare in un altro Paese dell’Unione europea serve il consenso scritto del concessionario, da chiedere prima del ritiro; fuori dall’Unione europea non è consentito.',
      },
      {
        question: 'Che autonomia hanno i veicoli elettrici e ibridi plug-in?',
        answer:
          'Nella scheda del veicolo trovi l’autonomia dichiarata dal costruttore: in modalità elettrica i modelli ibridi plug-in percorrono fino a 62 miglia (circa 100 km). L’autonomia reale dipende da stile di guida, temperatura e carico. I veicoli elettrici ti vengono consegnati con almeno l’80% di carica.',
      },
      {
        question: 'Cosa devo fare in caso di incidente o furto?',
        answer:
          'Avvisa subito il concessionario e, se possibile, compila il modulo di constatazione amichevole (CAI). In caso di furto presenta denuncia alle autorità e consegna al concessionario la copia della denuncia e tutte le chiavi: senza le chiavi il valore del veicolo è dovuto per intero.',
      },
    ],
  },
  {
    id: 'after',
    title: 'Al termine del noleggio',
    faqsInfo: [
      {
        question: 'Con quanto carburante o carica devo riconsegnare il veicolo?',
        answer:
          'I veicoli a carburante vanno riconsegnati con il pieno, come li hai ricevuti; altrimenti paghi 50 € fissi più i litri mancanti al prezzo di mercato. I veicoli elettrici vanno riconsegnati con almeno l’80% di carica; ogni kWh mancante costa 1 €.',
      },
      {
        question: 'Cosa succede se riconsegno il veicolo in ritardo?',
        answer:
          'Il noleggio si conta a periodi di 24 ore dall’orario di ritiro. Hai una tolleranza di 1 ora; oltre, viene addebitato un ulteriore giorno di noleggio. Ricorda che la riconsegna è possibile solo negli orari di apertura del concessionario.',
      },
      {
        question: 'Dove trovo la ricevuta?',
        answer:
          'Nella sezione «Le mie prenotazioni» del tuo account: ogni prenotazione ha un’icona per scaricare la ricevuta, che si apre in una nuova scheda.',
      },
      {
        question: 'Quando mi viene restituito il deposito cauzionale?',
        answer:
          'Il deposito viene svincolato alla riconsegna, dopo il controllo del veicolo, al netto di eventuali importi dovuti. I tempi in cui la somma torna disponibile dipendono dalla banca che ha emesso la carta.',
      },
      {
        question: 'Come vengono gestite le multe?',
        answer:
          'Le sanzioni per le violazioni commesse durante il noleggio, comprese quelle per le ZTL, sono a tuo carico: il verbale viene rinotificato al conducente e per ciascuna rinotifica è addebitata una penale di 40 € per le spese di gestione.',
      },
    ],
  },
]
