import type { LegalDocument } from './content.types'

/** Informativa sul trattamento dei dati personali: testo italiano, che fa fede. */
export const privacyIt: LegalDocument = {
  title: 'Informativa sulla privacy',
  updated: '2026-11-01',
  intro: [
    {
      kind: 'p',
      text: 'La presente informativa descrive come Altura Rent S.r.l. tratta i dati personali di chi visita il sito Altura Rent, crea un account, prenota un veicolo Range Rover, Defender, Discovery o Jaguar e lo noleggia presso i concessionari aderenti. È resa ai sensi degli articoli 13 e 14 del Regolamento (UE) 2016/679 (GDPR) e del D.Lgs. 30 giugno 2003, n. 196 (Codice in materia di protezione dei dati personali, di seguito «Codice»), come modificato dal D.Lgs. 10 agosto 2018, n. 101.',
    },
    {
      kind: 'p',
      text: 'L’uso dei cookie e della memorizzazione locale del browser è descritto in dettaglio nell’informativa sui cookie, raggiungibile dal collegamento presente a piè di pagina del sito. La presente informativa è redatta in italiano e tradotta in inglese: in caso di contrasto prevale il testo italiano.',
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
          text: 'Titolare del trattamento è Altura Rent S.r.l., con sede legale in Via Vittor Pisani 16, 20124 Milano (MI), che gestisce il sito Altura Rent (di seguito «Piattaforma») ed è il locatore dei veicoli prenotati tramite la Piattaforma.',
        },
        {
          kind: 'p',
          text: 'Per qualsiasi domanda sul trattamento dei tuoi dati e per esercitare i tuoi diritti puoi scrivere ad Altura Rent S.r.l., Via Vittor Pisani 16, 20124 Milano (MI), all’attenzione del referente per la protezione dei dati personali.',
        },
      ],
    },
    {
      id: 'data',
      number: 2,
      title: 'Dati personali trattati',
      blocks: [
        {
          kind: 'p',
          text: 'Trattiamo soltanto i dati necessari alle finalità indicate all’articolo 3, raccolti presso di te tramite la Piattaforma o, al ritiro del veicolo, tramite il concessionario:',
        },
        {
          kind: 'list',
          items: [
            'dati dell’account: titolo di cortesia, nome, cognome, indirizzo email, numero di telefono, lingua preferita, indirizzi di residenza e di fatturazione; la password è conservata soltanto in forma cifrata con una funzione di hash irreversibile;',
            'dati della prenotazione: veicolo, concessionario, date e orari di ritiro e di riconsegna, servizi opzionali, prezzi, eventuale codice promozionale, numero e stato della prenotazione, nonché i dati di contatto e l’indirizzo indicati al momento della prenotazione;',
            'dati raccolti dal concessionario al ritiro del veicolo: dati della patente di guida e del documento d’identità del conducente e degli eventuali conducenti aggiuntivi, dati della carta di credito su cui è vincolato il deposito cauzionale, verbali di consegna e di riconsegna, chilometri percorsi ed eventuali danni, sinistri e contravvenzioni;',
            'scelte sulle comunicazioni: le risposte alle domande sul marketing e sulla profilazione, i canali di contatto preferiti (email, SMS, telefono, posta) e la data in cui hai preso visione della presente informativa;',
            'dati tecnici e di sicurezza: indirizzo IP, usato per limitare i tentativi di accesso e di reimpostazione della password; sessioni di accesso all’account, conservate soltanto come impronte crittografiche; registro tecnico del server, con data, ora ed esito delle operazioni e degli invii di email;',
            'dati di misurazione, soltanto se presti il consenso nel banner dei cookie: identificativo casuale della sessione di misurazione, pagine visitate, numero di risultati delle ricerche, veicolo scelto e identificativo della prenotazione inviata.',
          ],
        },
        {
          kind: 'p',
          text: 'Non trattiamo categorie particolari di dati personali ai sensi dell’art. 9 del GDPR. Se prenoti o indichi un conducente aggiuntivo per conto di un’altra persona, ti chiediamo di fornirle la presente informativa.',
        },
      ],
    },
    {
      id: 'purposes',
      number: 3,
      title: 'Finalità e basi giuridiche del trattamento',
      blocks: [
        {
          kind: 'p',
          text: 'Trattiamo i dati per le finalità seguenti, ciascuna fondata sulla base giuridica indicata:',
        },
        {
          kind: 'table',
          caption: 'Finalità, dati trattati e basi giuridiche',
          head: ['Finalità', 'Attività e dati', 'Base giuridica'],
          rows: [
            [
              'Account',
              'Registrazione, accesso e gestione del profilo, degli indirizzi, della lingua e delle preferenze, con i dati dell’account',
              'Esecuzione del contratto (art. 6, par. 1, lett. b, GDPR)',
            ],
            [
              'Prenotazione e noleggio',
              'Invio della richiesta al concessionario, conferma o rifiuto, ritiro e riconsegna del veicolo, pagamenti e ricevute, con i dati dell’account, quelli della prenotazione e quelli raccolti al ritiro',
              'Esecuzione del contratto e di misure precontrattuali adottate su tua richiesta (art. 6, par. 1, lett. b, GDPR)',
            ],
            [
              'Email di servizio',
              'Invio delle email di benvenuto, di conferma della ricezione della prenotazione e di reimpostazione della password, con nome, indirizzo email, lingua e dati della prenotazione',
              'Esecuzione del contratto (art. 6, par. 1, lett. b, GDPR)',
            ],
            [
              'Obblighi di legge',
              'Adempimenti contabili e fiscali e comunicazione dei dati del conducente alle autorità per la rinotifica delle contravvenzioni, con i dati della prenotazione, del contratto e del conducente',
              'Obbligo di legge (art. 6, par. 1, lett. c, GDPR)',
            ],
            [
              'Sicurezza',
              'Limiti ai tentativi di accesso e di reimpostazione della password, registro tecnico del server e prevenzione degli abusi, con i dati tecnici e di sicurezza',
              'Legittimo interesse del Titolare alla sicurezza dei propri sistemi (art. 6, par. 1, lett. f, GDPR)',
            ],
            [
              'Tutela dei diritti',
              'Accertamento, esercizio o difesa di diritti, per esempio in caso di danni, franchigie, penali o contestazioni, con i soli dati pertinenti alla questione',
              'Legittimo interesse del Titolare alla tutela dei propri diritti (art. 6, par. 1, lett. f, GDPR)',
            ],
            [
              'Marketing',
              'Invio di novità, offerte ed eventi sui veicoli e sui servizi del Titolare tramite i canali che hai scelto, con nome, dati di contatto, lingua e canali preferiti',
              'Consenso (art. 6, par. 1, lett. a, GDPR e art. 130 del Codice)',
            ],
            [
              'Profilazione',
              'Analisi delle tue preferenze e delle tue prenotazioni per personalizzare le offerte',
              'Consenso (art. 6, par. 1, lett. a, GDPR)',
            ],
            [
              'Misurazione',
              'Statistiche aggregate sull’uso del sito, con i dati di misurazione',
              'Consenso (art. 6, par. 1, lett. a, GDPR e art. 122 del Codice)',
            ],
          ],
        },
        {
          kind: 'p',
          text: 'Per i trattamenti fondati sul legittimo interesse abbiamo verificato che esso non prevalga sui tuoi interessi, diritti e libertà; puoi comunque opporti come indicato all’articolo 13. I dati non sono usati per finalità diverse da quelle indicate.',
        },
      ],
    },
    {
      id: 'provision',
      number: 4,
      title: 'Natura del conferimento',
      blocks: [
        {
          kind: 'p',
          text: 'I dati contrassegnati come obbligatori nei moduli di registrazione, di prenotazione e del profilo sono necessari per creare l’account, prenotare e noleggiare: senza di essi non possiamo fornirti il servizio. Gli altri dati sono facoltativi.',
        },
        {
          kind: 'p',
          text: 'I consensi al marketing e alla profilazione sono facoltativi e distinti tra loro: i moduli ti chiedono di rispondere sì o no, ma puoi rispondere no senza alcuna conseguenza sulla registrazione, sulla prenotazione o sul noleggio. Anche il consenso alla misurazione tramite cookie è facoltativo.',
        },
        {
          kind: 'p',
          text: 'La casella relativa all’informativa sulla privacy nei moduli di registrazione e di prenotazione attesta che ne hai preso visione: i trattamenti necessari all’account, alla prenotazione e al noleggio si fondano sul contratto, non sul consenso.',
        },
      ],
    },
    {
      id: 'marketing',
      number: 5,
      title: 'Marketing e profilazione',
      blocks: [
        {
          kind: 'p',
          text: 'Se acconsenti al marketing, Altura Rent S.r.l. può inviarti novità, offerte ed eventi relativi ai propri veicoli e servizi tramite i canali che hai scelto tra email, SMS, telefono e posta. Se acconsenti alla profilazione, può analizzare le tue preferenze e le tue prenotazioni per proporti offerte in linea con i tuoi interessi.',
        },
        {
          kind: 'p',
          text: 'I due consensi sono indipendenti e puoi revocarli in qualsiasi momento, anche per un solo canale, dalle impostazioni del tuo account o scrivendo al Titolare. La revoca non pregiudica la liceità del trattamento svolto in precedenza. I tuoi dati non sono ceduti a terzi per finalità di marketing proprie di questi ultimi.',
        },
        {
          kind: 'p',
          text: 'La profilazione serve soltanto a personalizzare le offerte: non dà luogo a decisioni che producano effetti giuridici che ti riguardano o che incidano in modo analogo significativamente sulla tua persona (art. 22 del GDPR).',
        },
      ],
    },
    {
      id: 'measurement',
      number: 6,
      title: 'Misurazione dell’uso del sito',
      blocks: [
        {
          kind: 'p',
          text: 'Soltanto se accetti il cookie analitico nel banner dei cookie, la Piattaforma crea una sessione di misurazione identificata da un codice casuale, valida 30 giorni, e registra le pagine visitate e i passaggi della prenotazione: ricerca, scelta del veicolo e invio della prenotazione. Se rifiuti o chiudi il banner senza scegliere, non viene registrato alcun evento.',
        },
        {
          kind: 'p',
          text: 'Questi dati sono trattati direttamente da Altura Rent S.r.l. per elaborare statistiche aggregate e migliorare il servizio; non sono usati per la pubblicità né per la profilazione. Puoi revocare il consenso in qualsiasi momento dal collegamento «Preferenze cookie» a piè di pagina del sito; i dettagli sono nell’informativa sui cookie.',
        },
      ],
    },
    {
      id: 'dealers',
      number: 7,
      title: 'Ruolo dei concessionari',
      blocks: [
        {
          kind: 'p',
          text: 'Le prenotazioni sono gestite dai concessionari aderenti alla rete Altura Rent, che agiscono in nome e per conto di Altura Rent S.r.l. (art. 2 delle condizioni generali di noleggio). Quando invii una prenotazione, il concessionario che hai scelto ne riceve i dati, insieme ai tuoi dati di contatto, per verificarla e confermarla o rifiutarla; in seguito incassa i pagamenti, ti consegna il veicolo e ne cura la riconsegna.',
        },
        {
          kind: 'p',
          text: 'Per queste attività i concessionari sono designati da Altura Rent S.r.l. responsabili del trattamento ai sensi dell’art. 28 del GDPR: trattano i dati soltanto secondo le istruzioni del Titolare e per la gestione della prenotazione e del noleggio, sono vincolati alla riservatezza e non possono utilizzarli per finalità proprie, comprese quelle di marketing.',
        },
        {
          kind: 'p',
          text: 'Il nome e l’indirizzo del concessionario sono indicati nella prenotazione, nell’email che ne conferma la ricezione e nella ricevuta.',
        },
      ],
    },
    {
      id: 'recipients',
      number: 8,
      title: 'Destinatari dei dati',
      blocks: [
        {
          kind: 'p',
          text: 'I dati sono trattati dal personale di Altura Rent S.r.l. autorizzato e istruito al trattamento e possono essere comunicati, nei limiti necessari alle finalità indicate:',
        },
        {
          kind: 'list',
          items: [
            'ai concessionari, come descritto all’articolo 7;',
            'ai fornitori che ospitano la Piattaforma e i relativi database e a quelli che recapitano le email di servizio, designati responsabili del trattamento ai sensi dell’art. 28 del GDPR;',
            'a consulenti fiscali e legali, revisori, banche e compagnie di assicurazione, per gli adempimenti di legge, la gestione dei pagamenti, dei sinistri e delle franchigie e la tutela dei diritti del Titolare, in qualità di autonomi titolari o di responsabili del trattamento secondo il caso;',
            'alle autorità pubbliche e giudiziarie che ne facciano richiesta in base alla legge, comprese quelle che procedono per le violazioni del Codice della Strada commesse durante il noleggio.',
          ],
        },
        {
          kind: 'p',
          text: 'I dati non sono diffusi né venduti. L’elenco aggiornato dei responsabili del trattamento è disponibile su richiesta al Titolare.',
        },
      ],
    },
    {
      id: 'transfers',
      number: 9,
      title: 'Trasferimenti fuori dallo Spazio economico europeo',
      blocks: [
        {
          kind: 'p',
          text: 'I dati sono conservati e trattati all’interno dello Spazio economico europeo (SEE) e non sono trasferiti verso Paesi terzi né verso organizzazioni internazionali.',
        },
        {
          kind: 'p',
          text: 'Se in futuro un trasferimento fuori dal SEE si rendesse necessario, avverrà soltanto verso Paesi oggetto di una decisione di adeguatezza della Commissione europea o con le garanzie previste dagli articoli da 44 a 49 del GDPR, e la presente informativa sarà aggiornata prima del trasferimento.',
        },
      ],
    },
    {
      id: 'retention',
      number: 10,
      title: 'Periodo di conservazione',
      blocks: [
        {
          kind: 'p',
          text: 'Conserviamo i dati per il tempo necessario alle finalità per cui sono trattati, secondo i periodi seguenti:',
        },
        {
          kind: 'table',
          caption: 'Periodi di conservazione dei dati',
          head: ['Dati', 'Periodo di conservazione'],
          rows: [
            [
              'Dati dell’account',
              'Finché l’account è attivo; se chiedi di chiuderlo, sono cancellati entro 30 giorni, salvo quelli da conservare per i periodi indicati di seguito',
            ],
            [
              'Prenotazioni confermate, contratti di noleggio, ricevute e documentazione contabile',
              '10 anni dalla fine del noleggio (art. 2220 del codice civile e normativa fiscale)',
            ],
            [
              'Richieste di prenotazione non confermate (rifiutate, cancellate o scadute)',
              '24 mesi dalla data prevista per il ritiro',
            ],
            [
              'Dati raccolti al ritiro (patente, documento d’identità, carta di credito)',
              'Per la durata del noleggio e fino allo svincolo del deposito cauzionale; quelli riportati nel contratto, 10 anni dalla fine del noleggio',
            ],
            [
              'Link di reimpostazione della password',
              'Validi 60 minuti e utilizzabili una sola volta; cancellati 7 giorni dopo la scadenza',
            ],
            [
              'Sessioni di accesso all’account',
              'Valide fino al logout o alla scadenza; cancellate 7 giorni dopo la scadenza',
            ],
            ['Contatori dei tentativi di accesso e di reimpostazione della password', '24 ore'],
            ['Copie delle email di servizio inviate', '12 mesi dall’invio'],
            [
              'Registro tecnico del server',
              '90 giorni, salvo che servano più a lungo per accertare un abuso o un illecito',
            ],
            [
              'Dati trattati per il marketing',
              'Fino alla revoca del consenso e comunque non oltre 24 mesi dalla tua ultima attività sull’account',
            ],
            [
              'Dati trattati per la profilazione',
              'Fino alla revoca del consenso e comunque non oltre 12 mesi dalla loro raccolta',
            ],
            ['Dati di misurazione', 'Sessione di misurazione 30 giorni; eventi registrati 12 mesi'],
            [
              'Dati trattati per la difesa di diritti',
              'Fino alla definizione della questione e alla scadenza dei termini di impugnazione',
            ],
          ],
        },
        {
          kind: 'p',
          text: 'Decorsi questi periodi, i dati sono cancellati o resi anonimi in modo irreversibile.',
        },
      ],
    },
    {
      id: 'security',
      number: 11,
      title: 'Sicurezza dei dati',
      blocks: [
        {
          kind: 'p',
          text: 'Adottiamo misure tecniche e organizzative adeguate al rischio (art. 32 del GDPR): le comunicazioni con la Piattaforma sono cifrate; le password sono conservate soltanto come hash irreversibili e i token di accesso soltanto come impronte crittografiche; le sessioni scadono e si chiudono con il logout; i link di reimpostazione della password valgono 60 minuti e una sola volta; i link alle ricevute sono firmati e valgono 15 minuti; i tentativi ripetuti di accesso sono limitati. L’accesso ai dati è riservato al personale autorizzato.',
        },
        {
          kind: 'p',
          text: 'In caso di violazione dei dati personali che presenti un rischio per i tuoi diritti e le tue libertà, il Titolare la notifica al Garante per la protezione dei dati personali e, se il rischio è elevato, te ne informa senza ingiustificato ritardo (articoli 33 e 34 del GDPR).',
        },
      ],
    },
    {
      id: 'minors',
      number: 12,
      title: 'Minori',
      blocks: [
        {
          kind: 'p',
          text: 'Il servizio è riservato ai maggiorenni e il conducente deve avere compiuto 25 anni (art. 7 delle condizioni generali di noleggio). Non raccogliamo consapevolmente dati di minori; se ritieni che un minore ci abbia fornito i propri dati, scrivici e li cancelleremo.',
        },
      ],
    },
    {
      id: 'rights',
      number: 13,
      title: 'Diritti dell’interessato',
      blocks: [
        {
          kind: 'p',
          text: 'In qualsiasi momento puoi esercitare nei confronti del Titolare i diritti previsti dagli articoli da 15 a 22 del GDPR:',
        },
        {
          kind: 'list',
          items: [
            'accesso (art. 15): sapere se trattiamo dati che ti riguardano e riceverne copia, insieme alle informazioni sul trattamento;',
            'rettifica (art. 16): correggere o integrare i dati inesatti o incompleti; molti dati puoi modificarli direttamente nella tua area personale;',
            'cancellazione (art. 17): ottenere la cancellazione dei dati, salvo quelli che dobbiamo conservare per legge o per la difesa di un diritto;',
            'limitazione (art. 18): chiedere che i dati siano soltanto conservati, per esempio mentre ne verifichiamo l’esattezza;',
            'portabilità (art. 20): ricevere in un formato strutturato, di uso comune e leggibile da dispositivo automatico i dati che ci hai fornito e che trattiamo con mezzi automatizzati in base al contratto o al consenso, e trasmetterli a un altro titolare;',
            'opposizione (art. 21): opporti in qualsiasi momento, per motivi connessi alla tua situazione particolare, ai trattamenti fondati sul legittimo interesse, e senza alcuna motivazione al trattamento per finalità di marketing, compresa la profilazione a esso connessa;',
            'decisioni automatizzate (art. 22): non essere sottoposto a decisioni basate unicamente su un trattamento automatizzato che producano effetti giuridici che ti riguardano o che incidano in modo analogo significativamente sulla tua persona; il Titolare non adotta decisioni di questo tipo.',
          ],
        },
        {
          kind: 'p',
          text: 'Comunichiamo le rettifiche, le cancellazioni e le limitazioni ai destinatari a cui i dati sono stati trasmessi (art. 19 del GDPR). Hai inoltre diritto di revocare in qualsiasi momento i consensi prestati, senza pregiudicare la liceità del trattamento basato sul consenso prima della revoca (art. 7, par. 3, del GDPR).',
        },
      ],
    },
    {
      id: 'exercise',
      number: 14,
      title: 'Come esercitare i diritti e revocare il consenso',
      blocks: [
        {
          kind: 'p',
          text: 'Puoi esercitare i tuoi diritti scrivendo ad Altura Rent S.r.l., Via Vittor Pisani 16, 20124 Milano (MI). Per proteggere i tuoi dati potremmo chiederti le informazioni necessarie a verificare la tua identità. La richiesta è gratuita; rispondiamo senza ingiustificato ritardo e comunque entro un mese, termine prorogabile di due mesi nei casi complessi, di cui ti informeremo (art. 12 del GDPR).',
        },
        {
          kind: 'p',
          text: 'Per revocare i consensi: il marketing e la profilazione, dalle impostazioni del tuo account o scrivendo al Titolare; la misurazione, dal collegamento «Preferenze cookie» a piè di pagina del sito.',
        },
        {
          kind: 'p',
          text: 'Se ritieni che il trattamento violi la normativa, puoi proporre reclamo al Garante per la protezione dei dati personali, Piazza Venezia 11, 00187 Roma (www.garanteprivacy.it), ai sensi dell’art. 77 del GDPR e degli articoli 140-bis e seguenti del Codice, oppure all’autorità di controllo dello Stato membro in cui risiedi abitualmente o lavori, o ricorrere all’autorità giudiziaria.',
        },
      ],
    },
    {
      id: 'updates',
      number: 15,
      title: 'Modifiche all’informativa',
      blocks: [
        {
          kind: 'p',
          text: 'La presente informativa può essere aggiornata per effetto di modifiche del servizio o della normativa. La data dell’ultimo aggiornamento è indicata in questa pagina; delle modifiche rilevanti ti daremo notizia tramite la Piattaforma o per email prima che si applichino.',
        },
      ],
    },
  ],
}
