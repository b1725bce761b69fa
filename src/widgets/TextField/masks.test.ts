import { describe, expect, it } from 'vitest';
import {
  caretAfterMask,
  formatDate,
  formatIban,
  isAllowedKey,
  isControlKey,
  isIbanPrefixValid,
  isMaskedType,
  maskValue,
  sanitizeIban,
  sanitizeNumber,
  TEXT_FIELD_TYPES,
  type MaskOptions,
  type TextFieldType,
} from './masks';

/** Whether typing `key` with the caret at the end of `value` (or over a selection) is allowed. */
function types(type: TextFieldType, value: string, key: string, options: MaskOptions = {}, selection?: [number, number]) {
  const [selectionStart, selectionEnd] = selection ?? [value.length, value.length];
  return isAllowedKey({ key }, type, { value, selectionStart, selectionEnd }, options);
}

describe('iban mask', () => {
  it('strips non-alphanumerics and upper-cases', () => {
    expect(sanitizeIban('de89 3704-0044/0532')).toBe('DE89370400440532');
  });

  it('groups in blocks of four separated by spaces', () => {
    expect(formatIban('de89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
    expect(formatIban('DE89')).toBe('DE89');
    expect(formatIban('DE893')).toBe('DE89 3');
  });

  it('accepts two letters then digits only', () => {
    expect(isIbanPrefixValid('')).toBe(true);
    expect(isIbanPrefixValid('D')).toBe(true);
    expect(isIbanPrefixValid('DE')).toBe(true);
    expect(isIbanPrefixValid('DE8937')).toBe(true);
    expect(isIbanPrefixValid('1')).toBe(false);
    expect(isIbanPrefixValid('D1')).toBe(false);
    expect(isIbanPrefixValid('DE89A')).toBe(false);
  });

  it('drops pasted characters that do not fit, as if they were typed one by one', () => {
    expect(formatIban(' de89-3704 0044.0532 0130 00 ')).toBe('DE89 3704 0044 0532 0130 00');
    expect(formatIban('12DE89X1')).toBe('DE89 1');
  });

  it('keeps at most 34 letters and digits, and honours a shorter maxLength', () => {
    const long = `DE${'1'.repeat(40)}`;
    expect(sanitizeIban(formatIban(long))).toHaveLength(34);
    expect(formatIban(long, 9)).toBe('DE11 1111');
    expect(formatIban(long, 10)).toBe('DE11 1111'); // no trailing group space
  });

  it('allows a letter or digit only where it keeps the pattern', () => {
    expect(types('iban', '', 'd')).toBe(true);
    expect(types('iban', '', '1')).toBe(false);
    expect(types('iban', 'D', 'e')).toBe(true);
    expect(types('iban', 'D', '8')).toBe(false);
    expect(types('iban', 'DE', '8')).toBe(true);
    expect(types('iban', 'DE', 'X')).toBe(false);
    expect(types('iban', 'DE89 3704', 'A')).toBe(false);
    expect(types('iban', 'DE89 3704', '0')).toBe(true);
  });

  it('blocks separators, symbols and keys past the maximum', () => {
    expect(types('iban', 'DE89', ' ')).toBe(false);
    expect(types('iban', 'DE89', '-')).toBe(false);
    expect(types('iban', 'DE89', 'ä')).toBe(false);
    const full = formatIban(`DE${'1'.repeat(32)}`);
    expect(types('iban', full, '1')).toBe(false);
    expect(types('iban', 'DE89 3704', '1', { maxLength: 9 })).toBe(false);
  });

  it('judges a key against the value with the selection replaced', () => {
    // "DE89 3704" with "DE" selected: a digit would start the IBAN, a letter replaces the country.
    expect(types('iban', 'DE89 3704', '1', {}, [0, 2])).toBe(false);
    expect(types('iban', 'DE89 3704', 'A', {}, [0, 1])).toBe(true);
  });
});

describe('number mask', () => {
  it('keeps digits, one leading plus and one decimal part', () => {
    expect(sanitizeNumber('+1 234,5.6')).toBe('+1234,56');
    expect(sanitizeNumber('12+3')).toBe('123');
    expect(sanitizeNumber('1.2.3')).toBe('1.23');
    expect(sanitizeNumber('.5')).toBe('5');
    expect(sanitizeNumber('abc')).toBe('');
  });

  it('honours the maximum length; a negative one (an input without maxlength reports -1) is none', () => {
    expect(sanitizeNumber('1234567', 5)).toBe('12345');
    expect(sanitizeNumber('1234567', 0)).toBe('');
    expect(sanitizeNumber('1234567', -1)).toBe('1234567');
    expect(formatIban('DE89370400', -1)).toBe('DE89 3704 00');
  });

  it('allows digits, a leading plus and a single separator', () => {
    expect(types('number', '', '+')).toBe(true);
    expect(types('number', '', '7')).toBe(true);
    expect(types('number', '12', '.')).toBe(true);
    expect(types('number', '12', ',')).toBe(true);
    expect(types('number', '1,5', '0')).toBe(true);
  });

  it('blocks letters, a second separator, a plus after the start and keys past maxLength', () => {
    expect(types('number', '12', 'e')).toBe(false);
    expect(types('number', '12', '-')).toBe(false);
    expect(types('number', '1,5', '.')).toBe(false);
    expect(types('number', '12', '+')).toBe(false);
    expect(types('number', '', ',')).toBe(false);
    expect(types('number', '123', '4', { maxLength: 3 })).toBe(false);
    expect(types('number', '123', '4', { maxLength: 3 }, [0, 3])).toBe(true);
  });
});

describe('date mask', () => {
  it('inserts the dots for dd.mm.yyyy', () => {
    expect(formatDate('1', 'dd.mm.yyyy')).toBe('1');
    expect(formatDate('12', 'dd.mm.yyyy')).toBe('12');
    expect(formatDate('123', 'dd.mm.yyyy')).toBe('12.3');
    expect(formatDate('12052024', 'dd.mm.yyyy')).toBe('12.05.2024');
  });

  it('inserts the dots for yyyy.mm.dd', () => {
    expect(formatDate('20240', 'yyyy.mm.dd')).toBe('2024.0');
    expect(formatDate('20240512', 'yyyy.mm.dd')).toBe('2024.05.12');
  });

  it('turns pasted separators into dots where they belong and stops at 10 characters', () => {
    expect(formatDate('12/05/2024', 'dd.mm.yyyy')).toBe('12.05.2024');
    expect(formatDate('2024-05-12', 'yyyy.mm.dd')).toBe('2024.05.12');
    expect(formatDate('12.05.20241999', 'dd.mm.yyyy')).toBe('12.05.2024');
    expect(formatDate('1x2', 'dd.mm.yyyy')).toBe('12');
  });

  it('defaults to dd.mm.yyyy', () => {
    expect(maskValue('date', '12052024')).toBe('12.05.2024');
  });

  it('allows digits and a dot only where a dot belongs', () => {
    const ddmm = { dateFormat: 'dd.mm.yyyy' } as const;
    expect(types('date', '1', '2', ddmm)).toBe(true);
    expect(types('date', '12', '.', ddmm)).toBe(true);
    expect(types('date', '12', '0', ddmm)).toBe(true);
    expect(types('date', '1', '.', ddmm)).toBe(false);
    expect(types('date', '12.', '.', ddmm)).toBe(false);
    expect(types('date', '12', 'a', ddmm)).toBe(false);
    expect(types('date', '12.05.2024', '1', ddmm)).toBe(false);
    expect(types('date', '2024', '.', { dateFormat: 'yyyy.mm.dd' })).toBe(true);
    expect(types('date', '20', '.', { dateFormat: 'yyyy.mm.dd' })).toBe(false);
  });
});

describe('key rules', () => {
  it('always allows navigation, editing and clipboard keys', () => {
    for (const key of ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'Backspace', 'Delete', 'Tab', 'Enter', 'Escape']) {
      expect(isControlKey({ key })).toBe(true);
      expect(types('iban', 'DE89', key)).toBe(true);
    }
    for (const key of ['a', 'c', 'v', 'x', 'z']) {
      expect(isAllowedKey({ key, ctrlKey: true }, 'number', { value: '1', selectionStart: 1, selectionEnd: 1 })).toBe(true);
      expect(isAllowedKey({ key, metaKey: true }, 'date', { value: '1', selectionStart: 1, selectionEnd: 1 })).toBe(true);
    }
  });

  it('treats AltGr (Ctrl+Alt) as a typed character', () => {
    expect(isAllowedKey({ key: '@', ctrlKey: true, altKey: true }, 'number', { value: '1', selectionStart: 1, selectionEnd: 1 })).toBe(
      false,
    );
  });

  it('lets keys of virtual keyboards through for the mask to clean up', () => {
    expect(types('number', '1', 'Unidentified')).toBe(true);
  });

  it('masks iban, number and date only', () => {
    expect(TEXT_FIELD_TYPES.map((type) => [type, isMaskedType(type)])).toEqual([
      ['text', false],
      ['password', false],
      ['email', false],
      ['number', true],
      ['iban', true],
      ['date', true],
    ]);
  });

  it('does not judge keys against a value the mask would change itself (set from outside)', () => {
    expect(types('number', '12a', 'x')).toBe(true);
    expect(types('iban', 'de89', '!')).toBe(true);
  });

  it('leaves text, e-mail and password alone', () => {
    for (const type of ['text', 'email', 'password'] as const) {
      expect(types(type, 'x', '!')).toBe(true);
      expect(maskValue(type, ' A b! ')).toBe(' A b! ');
    }
  });
});

describe('caretAfterMask', () => {
  it('keeps the caret behind the same characters when group spaces move', () => {
    // "DE89 3704" with "1" typed after "DE89 37": raw "DE89 371704", caret 7.
    expect(caretAfterMask('iban', 'DE89 371704', 7)).toBe(7);
    // typing the fifth character at the end moves the caret past the inserted space
    expect(caretAfterMask('iban', 'DE893', 5)).toBe(6);
  });

  it('puts the caret behind an inserted date dot', () => {
    expect(caretAfterMask('date', '123', 3, { dateFormat: 'dd.mm.yyyy' })).toBe(4);
  });
});
