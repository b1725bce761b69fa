import { joinPath } from '../../src/util/urls';
import type { Logger } from '../../src/log/logger';
import { describeSafely } from '../../src/log/safeText';

export const LOGO_PATH = 'service/footer/footer-images/logos';

/** The fixed set of logo sources (as written in the content, case-insensitive) and their image files. */
const LOGO_FILES: Record<string, string> = {
  // Quality seals, memberships and trust marks
  QUALITY_SEAL: 'quality-seal',
  ANTHRAZIT: 'anthrazit',
  BEVH: 'bevh',
  TRUSTED_SHOPS: 'trusted-shops',
  EHI: 'ehi-certified',
  HANDELSVERBAND: 'handelsverband',
  TRUSTMARK_AUSTRIA: 'trustmark-austria',
  SWISS_ONLINE_GARANTIE: 'swiss-online-garantie',
  APEK: 'apek-certified',
  SAEC: 'saec-trusted-shop',
  BKIK: 'bkik-trusted-shop',
  ETBIS: 'etbis',
  // Post and parcel carriers, Swiss shipping
  DHL: 'dhl',
  DEUTSCHE_POST: 'deutsche-post',
  HERMES: 'hermes',
  AUSTRIAN_POST: 'austrian-post',
  SWISS_POST: 'swiss-post',
  SWISS_POST_PRIORITY: 'swiss-post-priority',
  SWISS_POST_ECONOMY: 'swiss-post-economy',
  CZECH_POST: 'czech-post',
  PPL: 'ppl',
  SLOVAK_POST: 'slovak-post',
  MAGYAR_POSTA: 'magyar-posta',
  GLS: 'gls',
  INPOST: 'inpost',
  POLISH_POST: 'polish-post',
  YURTICI_KARGO: 'yurtici-kargo',
  ARAS_KARGO: 'aras-kargo',
  // Payment brands and methods
  MASTERCARD: 'mastercard',
  VISA: 'visa',
  PAYPAL: 'paypal',
  POSTFINANCE_CARD: 'postfinance-card',
  POSTFINANCE_EFINANCE: 'postfinance-efinance',
  TWINT: 'twint',
  KLARNA: 'klarna',
  INVOICE: 'invoice',
  DIRECT_DEBIT: 'direct-debit',
  CASH_ON_DELIVERY: 'cash-on-delivery',
  BLIK: 'blik',
  PRZELEWY24: 'przelewy24',
  TROY: 'troy',
  BONUS: 'bonus',
  WORLD: 'world',
  MAXIMUM: 'maximum',
  AXESS: 'axess',
  CARDFINANS: 'cardfinans',
  PARAF: 'paraf',
  BANKKART: 'bankkart',
};

export const LOGO_SOURCES = Object.keys(LOGO_FILES);

function fileOf(source: unknown): string | undefined {
  return typeof source === 'string' ? LOGO_FILES[source.trim().toUpperCase()] : undefined;
}

/** Whether a source is in the fixed set; an unknown one is logged (`where` names the content part). */
export function isKnownLogo(source: unknown, where: string, log: Logger): source is string {
  if (fileOf(source)) return true;
  log.error(`${where}: unknown logo source "${describeSafely(source)}"; no image shown.`);
  return false;
}

/** `{asset-origin}/service/footer/footer-images/logos/{name}.svg`, or null for an unknown source. */
export function logoUrl(assetOrigin: string, source: string): string | null {
  const file = fileOf(source);
  return file ? joinPath(assetOrigin, `${LOGO_PATH}/${file}.svg`) : null;
}
