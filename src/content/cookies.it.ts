import type { LegalDocument } from './content.types'

/** Informativa sui cookie e sulla memorizzazione locale del browser. */
export const cookiesIt: LegalDocument = {
  title: 'Informativa sui cookie',
  updated: '2026-11-01',
  intro: [
    {
      kind: 'p',
      text: 'La presente informativa spiega quali cookie e quali dati di memorizzazione locale del browser utilizza il sito Altura Rent, per quali finalità e per quanto tempo, e come puoi esprimere o revocare il tuo consenso. È resa ai sensi dell’art. 122 del D.Lgs. 30 giugno 2003, n. 196 (Codice in materia di protezione dei dati personali), del Regolamento (UE) 2016/679 (GDPR) e delle Linee guida cookie e altri strumenti di tracciamento del Garante per la protezione dei dati personali del 10 giugno 2021.',
    },
  ],
  articles: [
    {
      id: 'controller',
      number: 1,
      title: 'Titolare del trattamento',
      blocks: [
        {
          kind: 'p',
          text: 'Titolare del trattamento è Altura Rent S.r.l., con sede legale in Via Vittor Pisani 16, 20124 Milano (MI). I recapiti per contattare il Titolare sono indicati nell’informativa privacy, raggiungibile dal collegamento presente a piè di pagina del sito.',
        },
      ],
    },
    {
      id: 'what',
      number: 2,
      title: 'Cosa sono i cookie e la memorizzazione locale',
      blocks: [
        {
          kind: 'p',
          text: 'I cookie sono piccoli file di testo che il sito invia al browser, che li conserva e li ritrasmette al sito nelle visite successive. La memorizzazione locale (local storage) è uno spazio del browser in cui il sito salva informazioni che restano sul dispositivo e non vengono inviate automaticamente al server.',
        },
        {
          kind: 'p',
          text: 'Entrambi gli strumenti possono essere tecnici, cioè necessari al funzionamento del sito e al servizio richiesto, oppure analitici o di profilazione. Gli strumenti tecnici non richiedono il consenso; gli altri possono essere utilizzati solo se lo presti.',
        },
      ],
    },
    {
      id: 'technical',
      number: 3,
      title: 'Strumenti tecnici',
      blocks: [
        {
          kind: 'p',
          text: 'Il sito salva nella memorizzazione locale del browser le informazioni indispensabili per offrirti il servizio:',
        },
        {
          kind: 'list',
          items: [
            'la lingua scelta (italiano o inglese);',
            'la famiglia di marchio scelta (Range Rover, Defender, Discovery o Jaguar), che determina l’aspetto grafico del sito;',
            'la sessione di accesso al tuo account, che consente di restare autenticato fino al logout o alla scadenza della sessione;',
            'la prenotazione in corso: filtri di ricerca, veicolo e servizi scelti, blocco temporaneo della fascia oraria e numero di prenotazione, conservati fino alla conclusione o all’abbandono della prenotazione;',
            'per il personale di un concessionario nella scrivania del concessionario (/dealer), la sessione della scrivania, conservata fino all’uscita o alla sua scadenza, e l’aspetto chiaro o scuro della scrivania.',
          ],
        },
        {
          kind: 'p',
          text: 'Il sito utilizza inoltre un cookie tecnico che ricorda per 364 giorni le scelte espresse nel banner dei cookie, così da non riproportelo a ogni visita. Questi strumenti si basano sull’art. 122, comma 1, del Codice in materia di protezione dei dati personali e non richiedono il consenso.',
        },
      ],
    },
    {
      id: 'analytics',
      number: 4,
      title: 'Cookie analitico di prima parte',
      blocks: [
        {
          kind: 'p',
          text: 'Con il tuo consenso, il sito installa un cookie analitico di prima parte che identifica la sessione di navigazione per 30 giorni. Serve a misurare le pagine visitate e i passaggi della prenotazione (ricerca, scelta del veicolo, invio della prenotazione), allo scopo di elaborare statistiche aggregate e migliorare il servizio.',
        },
        {
          kind: 'p',
          text: 'Le informazioni raccolte sono trattate direttamente da Altura Rent S.r.l., non sono cedute a terzi e non sono utilizzate per finalità pubblicitarie o di profilazione. La base giuridica è il consenso (art. 6, paragrafo 1, lettera a, del GDPR), che puoi revocare in qualsiasi momento.',
        },
      ],
    },
    {
      id: 'third-parties',
      number: 5,
      title: 'Cookie di terze parti',
      blocks: [
        {
          kind: 'p',
          text: 'Il sito non utilizza cookie pubblicitari né cookie di profilazione, propri o di terze parti.',
        },
        {
          kind: 'p',
          text: 'La mappa dei concessionari e la ricerca dei luoghi si appoggiano a servizi cartografici esterni che, per restituire mappe e indirizzi, ricevono l’indirizzo IP del dispositivo e le coordinate richieste.',
        },
      ],
    },
    {
      id: 'list',
      number: 6,
      title: 'Elenco dei cookie e dei dati memorizzati',
      blocks: [
        {
          kind: 'table',
          caption: 'Cookie e chiavi di memorizzazione locale utilizzati dal sito',
          head: ['Nome', 'Tipo', 'Finalità', 'Durata'],
          rows: [
            [
              'altura_cookie_consent',
              'Cookie tecnico di prima parte',
              'Ricorda le scelte espresse nel banner dei cookie',
              '364 giorni',
            ],
            [
              'altura_drawing',
              'Cookie tecnico di prima parte',
              'Permette al server di preparare le pagine nella lingua scelta e per chi ha effettuato l’accesso, prima che l’applicazione si avvii',
              '364 giorni, aggiornato all’accesso, all’uscita e al cambio di lingua',
            ],
            [
              'altura_tracking_session',
              'Cookie analitico di prima parte',
              'Misura le pagine visitate e i passaggi della prenotazione',
              '30 giorni',
            ],
            [
              'tracking_id',
              'Memorizzazione locale, analitica',
              'Conserva l’identificativo della sessione di misurazione',
              'Fino alla revoca del consenso o alla cancellazione dei dati del browser',
            ],
            [
              'language',
              'Memorizzazione locale, tecnica',
              'Lingua scelta',
              'Fino alla cancellazione dei dati del browser',
            ],
            [
              'family',
              'Memorizzazione locale, tecnica',
              'Famiglia di marchio scelta e relativo aspetto grafico',
              'Fino alla cancellazione dei dati del browser',
            ],
            [
              'access_token, user, expires_at',
              'Memorizzazione locale, tecnica',
              'Sessione di accesso all’account',
              'Fino al logout o alla scadenza della sessione',
            ],
            [
              'desk_token, desk_staff, desk_expires_at, desk_theme',
              'Memorizzazione locale, tecnica',
              'Sessione della scrivania del concessionario per il suo personale, e l’aspetto chiaro o scuro della scrivania (/dealer)',
              'La sessione fino all’uscita o alla sua scadenza; l’aspetto fino alla cancellazione dei dati del browser',
            ],
            [
              'filters, model, location, currentPage',
              'Memorizzazione locale, tecnica',
              'Ricerca in corso: filtri, modello, luogo e pagina dei risultati',
              'Fino alla conclusione o all’abbandono della prenotazione',
            ],
            [
              'selectedVehicle, options, unlock_code, session_id, booking_id',
              'Memorizzazione locale, tecnica',
              'Prenotazione in corso: veicolo e servizi scelti, blocco della fascia oraria, numero di prenotazione',
              'Fino alla conclusione o all’abbandono della prenotazione',
            ],
          ],
        },
      ],
    },
    {
      id: 'consent',
      number: 7,
      title: 'Come esprimere e revocare il consenso',
      blocks: [
        {
          kind: 'p',
          text: 'Alla prima visita un banner ti consente di accettare o rifiutare il cookie analitico. Chiudendo il banner senza scegliere, restano attivi soltanto gli strumenti tecnici. La scelta è conservata per 364 giorni, trascorsi i quali ti viene chiesta di nuovo.',
        },
        {
          kind: 'p',
          text: 'Puoi modificare o revocare il consenso in qualsiasi momento riaprendo il banner dal collegamento ai cookie presente a piè di pagina del sito. La revoca non pregiudica la liceità del trattamento effettuato prima.',
        },
        {
          kind: 'p',
          text: 'Puoi inoltre cancellare o bloccare cookie e dati memorizzati dalle impostazioni del browser (ad esempio Chrome, Firefox, Safari o Edge, nella sezione dedicata alla privacy e ai dati dei siti). La cancellazione degli strumenti tecnici comporta la perdita della lingua e della famiglia di marchio scelte, l’uscita dall’account e l’interruzione della prenotazione in corso.',
        },
      ],
    },
    {
      id: 'rights',
      number: 8,
      title: 'Diritti dell’interessato',
      blocks: [
        {
          kind: 'p',
          text: 'Ai sensi degli articoli da 15 a 22 del GDPR hai diritto di chiedere al Titolare l’accesso ai tuoi dati personali, la rettifica, la cancellazione, la limitazione del trattamento e la portabilità dei dati, di opporti al trattamento e di revocare in qualsiasi momento il consenso prestato.',
        },
        {
          kind: 'p',
          text: 'Puoi esercitare i tuoi diritti scrivendo ad Altura Rent S.r.l. presso la sede legale o ai recapiti indicati nell’informativa privacy. Hai inoltre diritto di proporre reclamo al Garante per la protezione dei dati personali (www.garanteprivacy.it).',
        },
      ],
    },
    {
      id: 'updates',
      number: 9,
      title: 'Aggiornamenti',
      blocks: [
        {
          kind: 'p',
          text: 'La presente informativa può essere aggiornata per effetto di modifiche del sito o della normativa. La data dell’ultimo aggiornamento è indicata in questa pagina; in caso di modifiche rilevanti ti sarà chiesto nuovamente il consenso.',
        },
      ],
    },
  ],
}
