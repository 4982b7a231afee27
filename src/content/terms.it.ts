import type { LegalDocument } from './content.types'
import { depositRows } from './model-amounts'
import { laterArticlesIt } from './terms-later.it'

/** Condizioni generali di noleggio: testo italiano, che fa fede (art. 18). */
export const termsIt: LegalDocument = {
  title: 'Condizioni generali di noleggio',
  updated: '2026-11-01',
  intro: [
    {
      kind: 'p',
      text: 'Le presenti condizioni generali disciplinano il noleggio senza conducente dei veicoli Range Rover, Defender, Discovery e Jaguar prenotati tramite la piattaforma Altura Rent. Con l’invio della prenotazione il Cliente dichiara di averle lette e di accettarle integralmente.',
    },
    {
      kind: 'p',
      text: 'Locatore è Altura Rent S.r.l., con sede legale in Via Vittor Pisani 16, 20124 Milano (MI), che opera avvalendosi della rete dei concessionari aderenti.',
    },
  ],
  articles: [
    {
      id: 'definitions',
      number: 1,
      title: 'Definizioni',
      blocks: [
        { kind: 'p', text: 'Ai fini delle presenti condizioni si intende per:' },
        {
          kind: 'list',
          items: [
            '«Locatore»: Altura Rent S.r.l., con sede legale in Via Vittor Pisani 16, 20124 Milano (MI);',
            '«Concessionario»: il concessionario aderente alla rete Altura Rent che, in nome e per conto del Locatore, gestisce la prenotazione, riceve i pagamenti, consegna il Veicolo e ne cura la riconsegna;',
            '«Cliente»: la persona fisica o giuridica che effettua la prenotazione e sottoscrive il contratto di noleggio;',
            '«Consumatore»: il Cliente persona fisica che agisce per scopi estranei all’attività imprenditoriale, commerciale, artigianale o professionale eventualmente svolta, ai sensi dell’art. 3 del D.Lgs. 6 settembre 2005, n. 206 (Codice del Consumo);',
            '«Conducente»: il Cliente o la persona da questi indicata come conducente principale, nonché ogni conducente aggiuntivo autorizzato ai sensi dell’art. 7;',
            '«Veicolo»: l’autoveicolo oggetto del noleggio, completo di documenti, chiavi, dispositivi di accesso, accessori e dotazioni;',
            '«Piattaforma»: il sito web Altura Rent mediante il quale il Cliente cerca, prenota e gestisce i noleggi;',
            '«Tariffa»: il corrispettivo del noleggio indicato nella prenotazione, IVA inclusa, esclusi i servizi opzionali;',
            '«Giorno di noleggio»: ciascun periodo di 24 ore consecutive decorrente dall’orario di ritiro del Veicolo;',
            '«Acconto»: la somma pari al 30% della Tariffa dovuta a conferma della prenotazione;',
            '«Deposito cauzionale»: la somma vincolata sulla carta di credito del Conducente principale a garanzia delle obbligazioni del Cliente.',
          ],
        },
      ],
    },
    {
      id: 'parties',
      number: 2,
      title: 'Parti e oggetto del contratto',
      blocks: [
        {
          kind: 'p',
          text: 'Il contratto di noleggio è concluso tra il Locatore e il Cliente. Il Locatore si avvale dei Concessionari quali propri partner sul territorio: essi verificano la disponibilità, confermano le prenotazioni, incassano i pagamenti, consegnano il Veicolo e lo ritirano al termine del noleggio, agendo in nome e per conto del Locatore.',
        },
        {
          kind: 'p',
          text: 'Oggetto del contratto è la concessione in uso temporaneo, senza conducente, del Veicolo prenotato, alle condizioni indicate nella prenotazione e nelle presenti condizioni generali. Il Cliente non acquista sul Veicolo alcun diritto diverso dal suo uso temporaneo nei limiti pattuiti.',
        },
        {
          kind: 'p',
          text: 'Le immagini e le descrizioni pubblicate sulla Piattaforma hanno valore illustrativo. Qualora il Veicolo prenotato non sia disponibile per causa non imputabile al Cliente, il Concessionario può proporre un veicolo dello stesso modello o di categoria equivalente o superiore, senza maggiori oneri; se il Cliente non accetta, ha diritto alla restituzione integrale di quanto versato.',
        },
      ],
    },
    {
      id: 'booking',
      number: 3,
      title: 'Prenotazione e conferma',
      blocks: [
        {
          kind: 'p',
          text: 'La prenotazione si effettua sulla Piattaforma, previa registrazione, indicando luogo, modello, date e orari di ritiro e di riconsegna ed eventuali servizi opzionali. L’invio della prenotazione costituisce proposta del Cliente e non vincola il Locatore fino alla conferma.',
        },
        {
          kind: 'p',
          text: 'Dopo l’invio la prenotazione risulta «In attesa» (PENDING) nella sezione «Le mie prenotazioni». Si considerano confermate soltanto le prenotazioni approvate dal Concessionario, che compaiono come «Confermata» (CONFIRMED); il contratto si intende concluso al momento della conferma. Il Concessionario può rifiutare la prenotazione, che in tal caso risulta «Rifiutata» (DECLINED) senza alcun onere per il Cliente.',
        },
        {
          kind: 'p',
          text: 'La prenotazione confermata è mantenuta per 7 giorni, entro i quali il Cliente deve versare l’Acconto presso il Concessionario. Decorso inutilmente tale termine, la prenotazione decade, risulta «Scaduta» (EXPIRED) e il Veicolo torna disponibile.',
        },
      ],
    },
    {
      id: 'duration',
      number: 4,
      title: 'Durata del noleggio',
      blocks: [
        {
          kind: 'p',
          text: 'Il noleggio è conteggiato per Giorni di noleggio di 24 ore a decorrere dall’orario di ritiro; ogni frazione di Giorno di noleggio è computata come giorno intero, salvo quanto previsto dall’art. 9 per la tolleranza sulla riconsegna.',
        },
        {
          kind: 'p',
          text: 'Sulla Piattaforma possono essere prenotati direttamente noleggi di durata compresa tra 1 e 30 giorni.',
        },
        {
          kind: 'p',
          text: 'Il noleggio mensile, stipulato per il tramite del Concessionario, ha durata minima di 30 giorni e si rinnova tacitamente di mese in mese fino a una durata complessiva massima di 12 mesi. Ciascuna parte può impedire il rinnovo dandone comunicazione all’altra almeno 5 giorni prima della scadenza del periodo in corso.',
        },
        {
          kind: 'p',
          text: 'La proroga di un noleggio in corso è subordinata alla disponibilità del Veicolo e al consenso del Concessionario, e deve essere richiesta prima della scadenza.',
        },
      ],
    },
    {
      id: 'prices',
      number: 5,
      title: 'Corrispettivi, acconto e pagamento',
      blocks: [
        {
          kind: 'p',
          text: 'I prezzi indicati sulla Piattaforma sono espressi in euro e comprendono l’IVA al 22%. Il corrispettivo complessivo è dato dalla Tariffa giornaliera moltiplicata per i Giorni di noleggio, maggiorata del prezzo dei servizi opzionali scelti; i chilometri inclusi sono quelli riportati nel dettaglio del prezzo.',
        },
        {
          kind: 'p',
          text: 'Entro il termine di 7 giorni dalla conferma di cui all’art. 3, il Cliente versa al Concessionario un Acconto pari al 30% della Tariffa. Il saldo è dovuto al ritiro del Veicolo.',
        },
        {
          kind: 'p',
          text: 'I chilometri percorsi oltre quelli inclusi, i servizi richiesti al ritiro e gli ulteriori importi previsti dalle presenti condizioni sono regolati alla riconsegna, secondo quanto indicato nel contratto di noleggio.',
        },
      ],
    },
    {
      id: 'cancellation',
      number: 6,
      title: 'Cancellazione della prenotazione',
      blocks: [
        {
          kind: 'p',
          text: 'La prenotazione «In attesa» può essere cancellata senza alcun costo dalla sezione «Le mie prenotazioni» fino a 48 ore prima dell’inizio del noleggio. Oltre tale termine, e in ogni caso per le prenotazioni confermate, la cancellazione deve essere richiesta al Concessionario.',
        },
        {
          kind: 'p',
          text: 'In caso di cancellazione di una prenotazione confermata, l’Acconto versato è restituito secondo la seguente scala:',
        },
        {
          kind: 'list',
          items: [
            'cancellazione almeno 7 giorni prima dell’inizio del noleggio: rimborso integrale;',
            'cancellazione da meno di 7 giorni fino a 48 ore prima dell’inizio del noleggio: rimborso del 50%;',
            'cancellazione nelle 48 ore precedenti l’inizio del noleggio o mancato ritiro del Veicolo: nessun rimborso.',
          ],
        },
        {
          kind: 'p',
          text: 'Il rimborso è effettuato con lo stesso mezzo di pagamento utilizzato per l’Acconto. Se la prenotazione confermata è annullata dal Locatore o dal Concessionario per causa non imputabile al Cliente, quest’ultimo ha diritto alla restituzione integrale di quanto versato.',
        },
        {
          kind: 'p',
          text: 'Ai sensi dell’art. 59, comma 1, lettera n), del Codice del Consumo, al noleggio di autoveicoli con data o periodo di esecuzione determinati non si applica il diritto di recesso previsto per i contratti a distanza; restano ferme le facoltà di cancellazione disciplinate dal presente articolo.',
        },
      ],
    },
    {
      id: 'driver',
      number: 7,
      title: 'Requisiti del conducente',
      blocks: [
        {
          kind: 'p',
          text: 'Il Conducente deve avere compiuto 25 anni ed essere titolare da almeno 36 mesi di una patente di guida in corso di validità per la categoria del Veicolo. Al ritiro devono essere esibiti in originale la patente e un documento d’identità valido; per le patenti rilasciate da Stati non appartenenti all’Unione europea può essere richiesto il permesso internazionale di guida.',
        },
        {
          kind: 'p',
          text: 'Al ritiro è inoltre richiesta una carta di credito intestata al Conducente principale, sulla quale è vincolato il Deposito cauzionale di cui all’art. 8.',
        },
        {
          kind: 'p',
          text: 'Su richiesta, e dietro pagamento del relativo corrispettivo, possono essere autorizzati uno o più conducenti aggiuntivi, che devono possedere i medesimi requisiti ed essere indicati nel contratto prima di porsi alla guida.',
        },
        {
          kind: 'p',
          text: 'Il Cliente risponde dell’operato di ogni Conducente. È vietato affidare la guida a persone non autorizzate: in tal caso non operano le limitazioni di responsabilità di cui all’art. 12.',
        },
      ],
    },
    {
      id: 'security-deposit',
      number: 8,
      title: 'Deposito cauzionale',
      blocks: [
        {
          kind: 'p',
          text: 'Al ritiro il Concessionario vincola sulla carta di credito del Conducente principale, a garanzia delle obbligazioni del Cliente, un Deposito cauzionale il cui importo dipende dal modello:',
        },
        {
          kind: 'table',
          caption: 'Deposito cauzionale per modello',
          head: ['Modello', 'Deposito cauzionale'],
          rows: depositRows('it'),
        },
        {
          kind: 'p',
          text: 'Il Deposito cauzionale è svincolato alla riconsegna, al netto degli importi eventualmente dovuti ai sensi delle presenti condizioni. I tempi di effettiva disponibilità della somma dipendono dall’istituto emittente della carta.',
        },
      ],
    },
    {
      id: 'pickup-return',
      number: 9,
      title: 'Ritiro e riconsegna del veicolo',
      blocks: [
        {
          kind: 'p',
          text: 'Il ritiro e la riconsegna avvengono esclusivamente presso la sede del Concessionario indicata nella prenotazione e soltanto negli orari di apertura, dal lunedì al sabato dalle 09:00 alle 18:00; non sono possibili di domenica né nei giorni di chiusura del Concessionario.',
        },
        {
          kind: 'p',
          text: 'Al ritiro il Concessionario e il Cliente sottoscrivono un verbale di consegna che attesta lo stato del Veicolo, i chilometri indicati dal contachilometri e il livello di carburante o di carica. Il Cliente è tenuto a segnalare in tale sede ogni danno o difetto visibile.',
        },
        {
          kind: 'p',
          text: 'Il Veicolo deve essere riconsegnato nello stesso luogo, alla data e all’ora convenute, nelle condizioni in cui è stato ricevuto, salvo la normale usura. È ammessa una tolleranza di 1 ora; decorsa la tolleranza, è addebitato un ulteriore Giorno di noleggio alla Tariffa applicata.',
        },
        {
          kind: 'p',
          text: 'La riconsegna si perfeziona con la consegna di tutte le chiavi al personale del Concessionario e la sottoscrizione del verbale di riconsegna; fino a quel momento il Cliente resta responsabile del Veicolo.',
        },
      ],
    },
    {
      id: 'fuel-charge',
      number: 10,
      title: 'Carburante e ricarica',
      blocks: [
        {
          kind: 'p',
          text: 'I veicoli con motore termico o ibrido sono consegnati con il serbatoio pieno (100%) e devono essere riconsegnati con il pieno. In mancanza sono addebitati un corrispettivo fisso di 50 € per il servizio di rifornimento e i litri di carburante mancanti, al prezzo di mercato del giorno della riconsegna.',
        },
        {
          kind: 'p',
          text: 'I veicoli elettrici sono consegnati con un livello di carica della batteria non inferiore all’80% e devono essere riconsegnati con almeno l’80% di carica. Per ogni kWh mancante rispetto a tale soglia è addebitato 1 €.',
        },
        {
          kind: 'p',
          text: 'Il Cliente deve utilizzare esclusivamente il carburante indicato dal costruttore e restituire i cavi di ricarica in dotazione; i danni derivanti da errato rifornimento sono interamente a suo carico.',
        },
      ],
    },
    ...laterArticlesIt,
  ],
}
