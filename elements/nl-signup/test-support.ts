// The newsletter sign-up as the specification states it (sections 2, 5, 8 and 9) and as each site's
// texts must read, written out for the unit and browser tests. Never derive these from the
// configuration (elements/nl-signup/sites.ts) or the locale files: a wrong one must make a test fail.
import type { Site } from '../../src/sites/sites';

/** Form controls by their contract names (docs/contract.md, section 3). */
export type SignupControl = 'newsletterEmail' | 'salutation' | 'firstName' | 'lastName' | 'legals' | 'consents';

export interface SpecifiedSignup {
  /** The controls once the e-mail field had focus, in form order. */
  shown: readonly SignupControl[];
  required: readonly SignupControl[];
  /** Prefilled salutation and names are locked while they hold the customer's value. */
  locksPrefill: boolean;
  minimumAge: 16 | 18;
  /** Every link of the block: voucher conditions, privacy, contact, sample newsletter, the site's own pages. */
  links: readonly string[];
}

// Salutation: AT optional, HU required. Names: AT optional, HU and TR required. The newsletter legal
// checkbox: TR only, required. Every other site asks for the e-mail address only. The DNE consent
// is everywhere and never required.
export const SIGNUP: Record<Site, SpecifiedSignup> = {
  DE: {
    shown: ['newsletterEmail', 'consents'],
    required: ['newsletterEmail'],
    locksPrefill: false,
    minimumAge: 16,
    links: ['/gutscheinbedingungen', '/privacy', '/contact', '/newsletter/beispiel-de'],
  },
  AT: {
    shown: ['newsletterEmail', 'salutation', 'firstName', 'lastName', 'consents'],
    required: ['newsletterEmail'],
    locksPrefill: true,
    minimumAge: 16,
    links: ['/gutscheinbedingungen', '/privacy', '/contact', '/newsletter/beispiel-at'],
  },
  CH: {
    shown: ['newsletterEmail', 'consents'],
    required: ['newsletterEmail'],
    locksPrefill: false,
    minimumAge: 16,
    links: ['/gutscheinbedingungen', '/privacy', '/contact', '/newsletter/beispiel'],
  },
  CH_FR: {
    shown: ['newsletterEmail', 'consents'],
    required: ['newsletterEmail'],
    locksPrefill: false,
    minimumAge: 16,
    links: ['/conditions-bons', '/privacy', '/contact', '/newsletter/exemple'],
  },
  CZ: {
    shown: ['newsletterEmail', 'consents'],
    required: ['newsletterEmail'],
    locksPrefill: false,
    minimumAge: 18,
    links: ['/podminky-poukazu', '/privacy', '/contact', '/newsletter/ukazka'],
  },
  HU: {
    shown: ['newsletterEmail', 'salutation', 'lastName', 'firstName', 'consents'],
    required: ['newsletterEmail', 'salutation', 'lastName', 'firstName'],
    locksPrefill: true,
    minimumAge: 16,
    links: ['/kuponfeltetelek', '/privacy', '/contact', '/hirlevel/minta'],
  },
  PL: {
    shown: ['newsletterEmail', 'consents'],
    required: ['newsletterEmail'],
    locksPrefill: false,
    minimumAge: 16,
    links: ['/warunki-kuponu', '/privacy', '/contact', '/newsletter/przyklad', '/regulamin'],
  },
  SK: {
    shown: ['newsletterEmail', 'consents'],
    required: ['newsletterEmail'],
    locksPrefill: false,
    minimumAge: 18,
    links: ['/podmienky-poukazu', '/privacy', '/contact', '/newsletter/ukazka'],
  },
  TR: {
    shown: ['newsletterEmail', 'firstName', 'lastName', 'legals', 'consents'],
    required: ['newsletterEmail', 'firstName', 'lastName', 'legals'],
    locksPrefill: true,
    minimumAge: 16,
    links: [
      '/kupon-kosullari',
      '/privacy',
      '/contact',
      '/e-bulten/ornek-tr',
      '/e-bulten/aydinlatma-metni',
      '/e-bulten/ticari-elektronik-ileti-onayi',
      '/e-bulten/kisisel-pazarlama-onayi',
      // Issue 12: both consents link the KVKK information notice.
      '/kvkk-aydinlatma-metni',
    ],
  },
};

export const shows = (site: Site, control: SignupControl) => SIGNUP[site].shown.includes(control);
export const requires = (site: Site, control: SignupControl) => SIGNUP[site].required.includes(control);

export interface SignupMessages {
  emailRequired: string;
  emailInvalid: string;
  emailTooLong: string;
  nameTooLong: string;
  invalidCharacters: string;
  /** Where a site of the language requires the field (and the German ones the specification gives). */
  salutationRequired?: string;
  firstNameRequired?: string;
  lastNameRequired?: string;
  legalsRequired?: string;
}

// \u00a0 is the no-break space typography asks for before % (de, cs, fr, sk) and French ! and :.
export interface SignupTexts {
  title: string;
  mandatoryNote: string;
  emailLabel: string;
  submit: string;
  /** The legal notice's expand toggle. */
  showMore: string;
  /** The legal notice's sentence with the minimum age. */
  ageSentence: string;
  imageAlt: string;
  ribbon: string;
  /** The voucher footnote as it reads (its link as text). */
  footnote: string;
  /** Hungary: the voucher is valid for 1 month; it closes the footnote. */
  voucherValidity?: string;
  successTitle: string;
  successText: string;
  doiTitle: string;
  doiText: string;
  errorGeneric: string;
  /** The start of the announcement of an invalid submit. */
  errorSummary: string;
  messages: SignupMessages;
  /** Turkey: unconfirmed data deleted after 14 days, sending stopped after 2 unread years. */
  dataRetention?: string;
}

const GERMAN: SignupTexts = {
  title: 'Newsletter abonnieren und 10\u00a0% sparen',
  mandatoryNote: 'Mit * gekennzeichnete Felder sind Pflichtfelder.',
  emailLabel: 'E-Mail-Adresse',
  submit: 'Jetzt anmelden',
  showMore: 'Einwilligungstext vollständig anzeigen',
  ageSentence: 'Ich bin mindestens 16 Jahre alt.',
  imageAlt: 'Kaffeetasse neben einem Briefumschlag mit Newsletter-Angeboten',
  ribbon: '10\u00a0% Rabatt',
  footnote:
    'Ihren Willkommensgutschein über 10\u00a0% erhalten Sie per E-Mail, sobald Sie Ihre Anmeldung bestätigt haben. Es gelten die Gutscheinbedingungen.',
  successTitle: 'Vielen Dank für Ihre Newsletter-Anmeldung',
  successText:
    'Wir haben Ihnen eine E-Mail an die angegebene Adresse geschickt. Bitte bestätigen Sie Ihre Anmeldung über den Link in dieser E-Mail.',
  doiTitle: 'Leider ist dieser Link nicht mehr gültig',
  doiText: 'Bitte melden Sie sich erneut für unseren Newsletter an.',
  errorGeneric: 'Aus technischen Gründen ist die Newsletter-Anmeldung nicht möglich. Bitte versuchen Sie es später noch einmal.',
  errorSummary: 'Bitte prüfen Sie Ihre Eingaben:',
  messages: {
    emailRequired: 'Die E-Mail-Adresse ist ein Pflichtfeld.',
    emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    emailTooLong: 'Die E-Mail-Adresse darf höchstens 256 Zeichen lang sein.',
    nameTooLong: 'Bitte geben Sie höchstens 40 Zeichen ein.',
    invalidCharacters: 'Dieses Feld enthält ungültige Zeichen.',
    firstNameRequired: 'Der Vorname ist ein Pflichtfeld.',
    lastNameRequired: 'Der Nachname ist ein Pflichtfeld.',
  },
};

const FRENCH: SignupTexts = {
  title: 'Abonnez-vous à la newsletter et économisez 10%',
  mandatoryNote: 'Les champs marqués d’un * sont obligatoires.',
  emailLabel: 'Adresse e-mail',
  submit: 'S’abonner maintenant',
  showMore: 'Afficher le texte de consentement complet',
  ageSentence: 'J’ai au moins 16 ans.',
  imageAlt: 'Tasse de café à côté d’une enveloppe contenant les offres de la newsletter',
  ribbon: '10% de réduction',
  footnote:
    'Vous recevrez le bon de bienvenue de 10% par e-mail dès que vous aurez confirmé votre inscription. Soumis aux conditions d’utilisation des bons.',
  successTitle: 'Merci pour votre inscription à la newsletter',
  successText:
    'Nous vous avons envoyé un e-mail à l’adresse indiquée. Veuillez confirmer votre inscription en cliquant sur le lien contenu dans cet e-mail.',
  doiTitle: 'Malheureusement, ce lien n’est plus valable',
  doiText: 'Veuillez vous inscrire à nouveau à notre newsletter.',
  errorGeneric: 'Pour des raisons techniques, l’inscription à la newsletter n’est pas possible. Veuillez réessayer plus tard\u202f!',
  errorSummary: 'Veuillez vérifier vos saisies\u202f:',
  messages: {
    emailRequired: 'L’adresse e-mail est obligatoire.',
    emailInvalid: 'Veuillez saisir une adresse e-mail valide.',
    emailTooLong: 'L’adresse e-mail ne doit pas dépasser 256 caractères.',
    nameTooLong: 'Veuillez saisir 40 caractères au maximum.',
    invalidCharacters: 'Ce champ contient des caractères non valides.',
  },
};

const CZECH: SignupTexts = {
  title: 'Přihlaste se k odběru newsletteru a ušetřete 10\u00a0%',
  mandatoryNote: 'Pole označená * jsou povinná.',
  emailLabel: 'E-mailová adresa',
  submit: 'Přihlásit se',
  showMore: 'Zobrazit celý text souhlasu',
  ageSentence: 'Je mi alespoň 18 let.',
  imageAlt: 'Šálek kávy vedle obálky s nabídkami z newsletteru',
  ribbon: 'Sleva 10\u00a0%',
  footnote: 'Uvítací poukaz na slevu 10\u00a0% vám pošleme e-mailem, jakmile potvrdíte své přihlášení. Platí podmínky poukazu.',
  successTitle: 'Děkujeme za přihlášení k odběru newsletteru',
  successText: 'Na zadanou adresu jsme vám poslali e-mail. Přihlášení prosím potvrďte kliknutím na odkaz v tomto e-mailu.',
  doiTitle: 'Tento odkaz už bohužel neplatí',
  doiText: 'Přihlaste se prosím k odběru našeho newsletteru znovu.',
  errorGeneric: 'Z technických důvodů se nyní nelze přihlásit k odběru newsletteru. Zkuste to prosím později!',
  errorSummary: 'Zkontrolujte prosím své údaje:',
  messages: {
    emailRequired: 'E-mailová adresa je povinný údaj.',
    emailInvalid: 'Zadejte prosím platnou e-mailovou adresu.',
    emailTooLong: 'E-mailová adresa může mít nejvýše 256 znaků.',
    nameTooLong: 'Zadejte prosím nejvýše 40 znaků.',
    invalidCharacters: 'Toto pole obsahuje nepovolené znaky.',
  },
};

const HUNGARIAN: SignupTexts = {
  title: 'Iratkozzon fel hírlevelünkre, és spóroljon 10%-ot',
  mandatoryNote: 'A *-gal jelölt mezők kitöltése kötelező.',
  emailLabel: 'E-mail-cím',
  submit: 'Feliratkozom',
  showMore: 'A hozzájárulás teljes szövegének megjelenítése',
  ageSentence: 'Betöltöttem a 16. életévemet.',
  imageAlt: 'Kávéscsésze egy hírlevél-ajánlatokat tartalmazó boríték mellett',
  ribbon: '10% kedvezmény',
  footnote: 'A 10%-os üdvözlő kupont e-mailben küldjük el, amint megerősítette a feliratkozását. A kuponfeltételek érvényesek.',
  voucherValidity: 'A kupon a kézhezvételtől számítva 1 hónapig érvényes.',
  successTitle: 'Köszönjük, hogy feliratkozott hírlevelünkre',
  successText: 'E-mailt küldtünk a megadott címre. Kérjük, erősítse meg a feliratkozását az e-mailben található hivatkozásra kattintva.',
  doiTitle: 'Sajnos ez a hivatkozás már nem érvényes',
  doiText: 'Kérjük, iratkozzon fel újra hírlevelünkre.',
  errorGeneric: 'Technikai okok miatt a hírlevélre való feliratkozás jelenleg nem lehetséges. Kérjük, próbálja meg később!',
  errorSummary: 'Kérjük, ellenőrizze a megadott adatokat:',
  messages: {
    emailRequired: 'Az e-mail-cím megadása kötelező.',
    emailInvalid: 'Kérjük, érvényes e-mail-címet adjon meg.',
    emailTooLong: 'Az e-mail-cím legfeljebb 256 karakter hosszú lehet.',
    nameTooLong: 'Legfeljebb 40 karaktert adjon meg.',
    invalidCharacters: 'Ez a mező érvénytelen karaktereket tartalmaz.',
    salutationRequired: 'A megszólítás megadása kötelező.',
    firstNameRequired: 'A keresztnév megadása kötelező.',
    lastNameRequired: 'A vezetéknév megadása kötelező.',
  },
};

const POLISH: SignupTexts = {
  title: 'Zapisz się do newslettera i odbierz 10% rabatu',
  mandatoryNote: 'Pola oznaczone * są obowiązkowe.',
  emailLabel: 'Adres e-mail',
  submit: 'Zapisz się',
  showMore: 'Pokaż pełną treść zgody',
  ageSentence: 'Mam ukończone 16 lat.',
  imageAlt: 'Filiżanka kawy obok koperty z ofertami z newslettera',
  ribbon: '10% rabatu',
  footnote: 'Powitalny kupon rabatowy 10% otrzymasz e-mailem, gdy tylko potwierdzisz zapis. Obowiązują warunki kuponu.',
  successTitle: 'Dziękujemy za zapisanie się do newslettera',
  successText: 'Wysłaliśmy wiadomość na podany adres e-mail. Potwierdź zapis, klikając link w tej wiadomości.',
  doiTitle: 'Niestety ten link jest już nieważny',
  doiText: 'Zapisz się ponownie do naszego newslettera.',
  errorGeneric: 'Z przyczyn technicznych zapis do newslettera jest obecnie niemożliwy. Spróbuj ponownie później!',
  errorSummary: 'Sprawdź wprowadzone dane:',
  messages: {
    emailRequired: 'Adres e-mail jest polem obowiązkowym.',
    emailInvalid: 'Podaj prawidłowy adres e-mail.',
    emailTooLong: 'Adres e-mail może mieć maksymalnie 256 znaków.',
    nameTooLong: 'Wpisz maksymalnie 40 znaków.',
    invalidCharacters: 'To pole zawiera niedozwolone znaki.',
  },
};

const SLOVAK: SignupTexts = {
  title: 'Prihláste sa na odber newslettera a ušetrite 10\u00a0%',
  mandatoryNote: 'Polia označené * sú povinné.',
  emailLabel: 'E-mailová adresa',
  submit: 'Prihlásiť sa',
  showMore: 'Zobraziť celý text súhlasu',
  ageSentence: 'Mám aspoň 18 rokov.',
  imageAlt: 'Šálka kávy vedľa obálky s ponukami z newslettera',
  ribbon: 'Zľava 10\u00a0%',
  footnote: 'Uvítací poukaz na zľavu 10\u00a0% vám pošleme e-mailom hneď, ako potvrdíte svoje prihlásenie. Platia podmienky poukazu.',
  successTitle: 'Ďakujeme za prihlásenie na odber newslettera',
  successText: 'Na zadanú adresu sme vám poslali e-mail. Prihlásenie, prosím, potvrďte kliknutím na odkaz v tomto e-maile.',
  doiTitle: 'Tento odkaz už, žiaľ, nie je platný',
  doiText: 'Prihláste sa, prosím, na odber nášho newslettera znova.',
  errorGeneric: 'Z technických dôvodov sa momentálne nemôžete prihlásiť na odber newslettera. Skúste to, prosím, neskôr!',
  errorSummary: 'Skontrolujte, prosím, svoje údaje:',
  messages: {
    emailRequired: 'E-mailová adresa je povinný údaj.',
    emailInvalid: 'Zadajte, prosím, platnú e-mailovú adresu.',
    emailTooLong: 'E-mailová adresa môže mať najviac 256 znakov.',
    nameTooLong: 'Zadajte, prosím, najviac 40 znakov.',
    invalidCharacters: 'Toto pole obsahuje nepovolené znaky.',
  },
};

const TURKISH: SignupTexts = {
  title: 'E-bültenimize abone olun, %10 indirim kazanın',
  mandatoryNote: '* ile işaretli alanların doldurulması zorunludur.',
  emailLabel: 'E-posta adresi',
  submit: 'Şimdi abone ol',
  showMore: 'Onay metninin tamamını göster',
  ageSentence: 'En az 16 yaşındayım.',
  imageAlt: 'E-bülten fırsatlarını içeren bir zarfın yanında kahve fincanı',
  ribbon: '%10 indirim',
  footnote: 'Aboneliğinizi onayladığınızda %10 hoş geldin kuponunuzu e-posta ile göndereceğiz. Kupon koşulları geçerlidir.',
  successTitle: 'E-bülten aboneliğiniz için teşekkür ederiz',
  successText: 'Belirttiğiniz adrese bir e-posta gönderdik. Lütfen bu e-postadaki bağlantıya tıklayarak aboneliğinizi onaylayın.',
  doiTitle: 'Maalesef bu bağlantı artık geçerli değil',
  doiText: 'Lütfen e-bültenimize yeniden abone olun.',
  errorGeneric: 'Teknik nedenlerle e-bülten aboneliği şu anda mümkün değil. Lütfen daha sonra tekrar deneyin!',
  errorSummary: 'Lütfen girdiğiniz bilgileri kontrol edin:',
  messages: {
    emailRequired: 'E-posta adresi zorunlu bir alandır.',
    emailInvalid: 'Lütfen geçerli bir e-posta adresi girin.',
    emailTooLong: 'E-posta adresi en fazla 256 karakter olabilir.',
    nameTooLong: 'Lütfen en fazla 40 karakter girin.',
    invalidCharacters: 'Bu alan geçersiz karakterler içeriyor.',
    firstNameRequired: 'Ad zorunlu bir alandır.',
    lastNameRequired: 'Soyad zorunlu bir alandır.',
    legalsRequired: 'Lütfen ticari elektronik ileti almayı onaylayın.',
  },
  dataRetention:
    'Aboneliğinizi onaylamazsanız bilgileriniz 14 gün sonra silinir. 2 yıl boyunca hiçbir e-bültenimizi açmazsanız gönderimi durdurabiliriz.',
};

/** Each site's texts: German for DE, AT and CH (the Swiss ones without ß), French for CH_FR. */
export const SIGNUP_TEXTS: Record<Site, SignupTexts> = {
  DE: GERMAN,
  AT: GERMAN,
  // Swiss German writes the percent sign without a space (as the platform formats de-CH).
  CH: {
    ...GERMAN,
    title: 'Newsletter abonnieren und 10% sparen',
    ribbon: '10% Rabatt',
    footnote:
      'Ihren Willkommensgutschein über 10% erhalten Sie per E-Mail, sobald Sie Ihre Anmeldung bestätigt haben. Es gelten die Gutscheinbedingungen.',
  },
  CH_FR: FRENCH,
  CZ: CZECH,
  HU: HUNGARIAN,
  PL: POLISH,
  SK: SLOVAK,
  TR: TURKISH,
};
