import { describe, expect, it } from 'vitest';
import { LOGO_SOURCES, logoUrl } from './logos';

// The fixed set of logo sources and the image file each one shows, as the asset server holds them
// under service/footer/footer-images/logos/ (a source missing here, or a wrong file name, is a
// broken image in the footer).
const LOGO_FILES: [source: string, file: string][] = [
  ['QUALITY_SEAL', 'quality-seal'],
  ['ANTHRAZIT', 'anthrazit'],
  ['BEVH', 'bevh'],
  ['TRUSTED_SHOPS', 'trusted-shops'],
  ['EHI', 'ehi-certified'],
  ['HANDELSVERBAND', 'handelsverband'],
  ['TRUSTMARK_AUSTRIA', 'trustmark-austria'],
  ['SWISS_ONLINE_GARANTIE', 'swiss-online-garantie'],
  ['APEK', 'apek-certified'],
  ['SAEC', 'saec-trusted-shop'],
  ['BKIK', 'bkik-trusted-shop'],
  ['ETBIS', 'etbis'],
  ['DHL', 'dhl'],
  ['DEUTSCHE_POST', 'deutsche-post'],
  ['HERMES', 'hermes'],
  ['AUSTRIAN_POST', 'austrian-post'],
  ['SWISS_POST', 'swiss-post'],
  ['SWISS_POST_PRIORITY', 'swiss-post-priority'],
  ['SWISS_POST_ECONOMY', 'swiss-post-economy'],
  ['CZECH_POST', 'czech-post'],
  ['PPL', 'ppl'],
  ['SLOVAK_POST', 'slovak-post'],
  ['MAGYAR_POSTA', 'magyar-posta'],
  ['GLS', 'gls'],
  ['INPOST', 'inpost'],
  ['POLISH_POST', 'polish-post'],
  ['YURTICI_KARGO', 'yurtici-kargo'],
  ['ARAS_KARGO', 'aras-kargo'],
  ['MASTERCARD', 'mastercard'],
  ['VISA', 'visa'],
  ['PAYPAL', 'paypal'],
  ['POSTFINANCE_CARD', 'postfinance-card'],
  ['POSTFINANCE_EFINANCE', 'postfinance-efinance'],
  ['TWINT', 'twint'],
  ['KLARNA', 'klarna'],
  ['INVOICE', 'invoice'],
  ['DIRECT_DEBIT', 'direct-debit'],
  ['CASH_ON_DELIVERY', 'cash-on-delivery'],
  ['BLIK', 'blik'],
  ['PRZELEWY24', 'przelewy24'],
  ['TROY', 'troy'],
  ['BONUS', 'bonus'],
  ['WORLD', 'world'],
  ['MAXIMUM', 'maximum'],
  ['AXESS', 'axess'],
  ['CARDFINANS', 'cardfinans'],
  ['PARAF', 'paraf'],
  ['BANKKART', 'bankkart'],
];

describe('the fixed set of logo sources', () => {
  it('is exactly this set, no source more or less', () => {
    expect([...LOGO_SOURCES].sort()).toEqual(LOGO_FILES.map(([source]) => source).sort());
  });

  it.each(LOGO_FILES)('%s shows the image %s.svg', (source, file) => {
    expect(logoUrl('https://assets.example', source)).toBe(`https://assets.example/service/footer/footer-images/logos/${file}.svg`);
  });
});
