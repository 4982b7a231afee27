import type { Article } from './content.types'
import { excessRows } from './model-amounts'

/** Articles 11 to 19 of the rental terms (Italian); the first ten are in terms.it.ts. */
export const laterArticlesIt: Article[] = [
  {
    id: 'use',
    number: 11,
    title: 'Uso del veicolo',
    blocks: [
      {
        kind: 'p',
        text: 'Il Cliente custodisce e utilizza il Veicolo con la diligenza del buon padre di famiglia, nel rispetto del Codice della Strada e delle istruzioni del costruttore. È in particolare vietato:',
      },
      {
        kind: 'list',
        items: [
          'partecipare a gare, competizioni, prove di velocità o sessioni in circuito, anche non agonistiche;',
          'condurre il Veicolo fuori dalla sede stradale; per i modelli Defender è consentita la percorrenza di strade sterrate e tracciati non asfaltati nei limiti del normale impiego del veicolo, esclusi in ogni caso percorsi di prova e attività fuoristradistiche organizzate o sportive;',
          'sublocare il Veicolo, cederlo a terzi a qualsiasi titolo o impiegarlo per il trasporto di persone o cose a pagamento;',
          'affidarne la guida a persone non autorizzate ai sensi dell’art. 7;',
          'guidare in stato di ebbrezza o sotto l’effetto di sostanze stupefacenti o di farmaci che riducono la capacità di guida;',
          'trainare rimorchi o altri veicoli senza il consenso del Concessionario;',
          'fumare a bordo, anche con sigarette elettroniche;',
          'trasportare animali se non all’interno di un apposito trasportino.',
        ],
      },
      {
        kind: 'p',
        text: 'Il Veicolo può circolare in Italia. La circolazione negli altri Stati dell’Unione europea è consentita soltanto previo consenso scritto del Concessionario, da richiedere prima del ritiro; è in ogni caso esclusa la circolazione al di fuori dell’Unione europea.',
      },
      {
        kind: 'p',
        text: 'La violazione dei divieti di cui al presente articolo consente al Locatore di risolvere il contratto ai sensi dell’art. 1456 del codice civile e di pretendere l’immediata restituzione del Veicolo, salvo il risarcimento del danno.',
      },
    ],
  },
  {
    id: 'insurance-excess',
    number: 12,
    title: 'Copertura assicurativa, penale RCA e franchigie',
    blocks: [
      {
        kind: 'p',
        text: 'Il Veicolo è assicurato per la responsabilità civile verso terzi (RCA) nei limiti di legge ed è coperto per danni, furto e incendio; la responsabilità del Cliente per tali eventi è limitata agli importi di seguito indicati.',
      },
      {
        kind: 'p',
        text: 'Per ogni sinistro con responsabilità, anche solo parziale, del Conducente è addebitata una penale RCA di 500 €, identica per tutti i modelli.',
      },
      {
        kind: 'p',
        text: 'In caso di danni al Veicolo, nonché di furto, anche tentato, o di incendio, il Cliente risponde per ciascun evento fino a concorrenza delle seguenti franchigie:',
      },
      {
        kind: 'table',
        caption: 'Penale RCA e franchigie per modello',
        head: ['Modello', 'Penale RCA', 'Franchigia danni', 'Franchigia furto e incendio'],
        rows: excessRows('it'),
      },
      {
        kind: 'p',
        text: 'Le limitazioni di responsabilità non operano, e il Cliente risponde per l’intero, quando il danno è cagionato con dolo o colpa grave, in violazione dei divieti di cui all’art. 11 o da un conducente non autorizzato.',
      },
    ],
  },
  {
    id: 'damage-theft',
    number: 13,
    title: 'Danni, furto e sinistri',
    blocks: [
      {
        kind: 'p',
        text: 'In caso di sinistro il Conducente deve avvisare immediatamente il Concessionario, compilare ove possibile il modulo di constatazione amichevole (CAI) e, in presenza di feriti o di contestazioni, richiedere l’intervento delle autorità.',
      },
      {
        kind: 'p',
        text: 'In caso di furto, anche tentato, o di incendio, il Cliente deve sporgere senza ritardo denuncia alle autorità competenti e consegnarne copia al Concessionario, unitamente a tutte le chiavi e ai dispositivi di accesso del Veicolo.',
      },
      {
        kind: 'p',
        text: 'Il Cliente è tenuto al risarcimento integrale dei danni arrecati al Veicolo che non rientrino nelle limitazioni di cui all’art. 12. In caso di furto, il Cliente risarcisce integralmente il valore del Veicolo, senza applicazione della franchigia, qualora non restituisca tutte le chiavi e i dispositivi di accesso ricevuti.',
      },
    ],
  },
  {
    id: 'fines',
    number: 14,
    title: 'Contravvenzioni, pedaggi e parcheggi',
    blocks: [
      {
        kind: 'p',
        text: 'Sono a carico del Cliente le sanzioni amministrative per le violazioni del Codice della Strada commesse durante il noleggio, comprese quelle relative alle zone a traffico limitato (ZTL), nonché i pedaggi e le tariffe di sosta.',
      },
      {
        kind: 'p',
        text: 'Il Cliente autorizza il Locatore a comunicare alle autorità procedenti i dati del Conducente ai fini della rinotifica dei verbali. Per ciascun verbale rinotificato è dovuta al Locatore una penale di 40 € a copertura dei costi di gestione.',
      },
    ],
  },
  {
    id: 'fees',
    number: 15,
    title: 'Penali e ulteriori addebiti',
    blocks: [
      { kind: 'p', text: 'Oltre a quanto previsto dagli articoli che precedono, sono dovuti:' },
      {
        kind: 'list',
        items: [
          'un corrispettivo di 150 € per la sanificazione, se il Veicolo è riconsegnato con tracce di fumo o di animali trasportati senza trasportino, o comunque in condizioni che ne richiedano la sanificazione;',
          'in caso di manomissione o disattivazione del contachilometri, 1 € per ogni chilometro, calcolato convenzionalmente su una percorrenza di 250 km per ciascun Giorno di noleggio, salvo il maggior danno.',
        ],
      },
      {
        kind: 'p',
        text: 'Gli importi indicati nelle presenti condizioni sono comprensivi di IVA, ove dovuta. Le somme dovute dal Cliente possono essere trattenute dal Deposito cauzionale o addebitate sulla carta di credito del Conducente principale.',
      },
    ],
  },
  {
    id: 'privacy',
    number: 16,
    title: 'Trattamento dei dati personali',
    blocks: [
      {
        kind: 'p',
        text: 'I dati personali del Cliente e dei Conducenti sono trattati da Altura Rent S.r.l., in qualità di titolare, e dai Concessionari, nei limiti indicati nell’informativa, per le finalità connesse alla prenotazione e all’esecuzione del contratto, nel rispetto del Regolamento (UE) 2016/679 (GDPR) e del D.Lgs. 30 giugno 2003, n. 196.',
      },
      {
        kind: 'p',
        text: 'Per ogni informazione sul trattamento e sui diritti dell’interessato si rinvia all’informativa privacy, raggiungibile dal collegamento presente a piè di pagina della Piattaforma, e all’informativa sui cookie.',
      },
    ],
  },
  {
    id: 'law',
    number: 17,
    title: 'Legge applicabile',
    blocks: [
      {
        kind: 'p',
        text: 'Il contratto è regolato dalla legge italiana. Per quanto non espressamente previsto si applicano le disposizioni del codice civile e, nei rapporti con i Consumatori, del Codice del Consumo, salve le tutele inderogabili riconosciute al Consumatore dalla legge del Paese in cui risiede abitualmente.',
      },
    ],
  },
  {
    id: 'language',
    number: 18,
    title: 'Lingua del contratto',
    blocks: [
      {
        kind: 'p',
        text: 'Le presenti condizioni sono redatte in lingua italiana e tradotte in lingua inglese. In caso di contrasto o di dubbio interpretativo prevale il testo italiano.',
      },
    ],
  },
  {
    id: 'forum',
    number: 19,
    title: 'Foro competente',
    blocks: [
      {
        kind: 'p',
        text: 'Per ogni controversia con Clienti che non rivestono la qualità di Consumatore è competente in via esclusiva il Foro di Milano, sede del Locatore.',
      },
      {
        kind: 'p',
        text: 'Per le controversie con i Consumatori è competente il giudice del luogo di residenza o di domicilio del Consumatore, ai sensi dell’art. 66-bis del Codice del Consumo.',
      },
    ],
  },
]
