/**
 * Input masks and key rules of the text field (docs/specification.md, section 5). Pure functions so the
 * rules are testable without a DOM.
 *
 * A mask turns whatever reached the input (typed, pasted, dropped, autofilled) into the shown
 * value. A key is blocked exactly when the mask would throw its character away, so typing and
 * pasting follow the same rule.
 */

export const TEXT_FIELD_TYPES = ['text', 'password', 'email', 'number', 'iban', 'date'] as const;
export type TextFieldType = (typeof TEXT_FIELD_TYPES)[number];

export const DATE_FORMATS = ['dd.mm.yyyy', 'yyyy.mm.dd'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

export type MaskedType = 'iban' | 'number' | 'date';

/** ISO 13616: an IBAN has at most 34 letters and digits. */
export const IBAN_MAX_CHARACTERS = 34;
export const DATE_MAX_LENGTH = 10;

export interface MaskOptions {
  /** Maximum length of the shown value (iban: including the group spaces). */
  maxLength?: number;
  dateFormat?: DateFormat;
}

export function isMaskedType(type: TextFieldType): type is MaskedType {
  return type === 'iban' || type === 'number' || type === 'date';
}

/** No maximum, or a negative one (what an input without `maxlength` reports), leaves the value whole. */
const truncate = (value: string, maxLength = -1) => (maxLength >= 0 ? value.slice(0, maxLength) : value);

/** Letters and digits only, upper case: `de89 3704-0044` -> `DE8937040044`. */
export function sanitizeIban(raw: string): string {
  return raw.replace(/[^a-z0-9]/gi, '').toUpperCase();
}

/** Whether a compact IBAN (or its beginning) fits "two letters, then digits". */
export function isIbanPrefixValid(compact: string): boolean {
  return /^(?:[A-Z]{0,2}|[A-Z]{2}\d+)$/.test(compact);
}

/**
 * Sanitises, keeps each character only where it fits "two letters, then digits" (as if typed one
 * by one), caps at 34 characters and groups in blocks of 4: `de89370400440532013000` ->
 * `DE89 3704 0044 0532 0130 00`.
 */
export function formatIban(raw: string, maxLength?: number): string {
  let compact = '';
  for (const character of sanitizeIban(raw)) {
    if (compact.length < IBAN_MAX_CHARACTERS && isIbanPrefixValid(compact + character)) compact += character;
  }
  const grouped = compact.replace(/(.{4})(?=.)/g, '$1 ');
  return truncate(grouped, maxLength).trimEnd();
}

/**
 * Digits, an optional leading `+` and one decimal separator (`.` or `,`, after a digit); anything
 * else is dropped and the result is cut to `maxLength`: `+1 234,5.6` -> `+1234,56`.
 */
export function sanitizeNumber(raw: string, maxLength?: number): string {
  let result = '';
  let hasSeparator = false;
  for (const character of raw) {
    if (/\d/.test(character)) result += character;
    else if (character === '+' && result === '') result += character;
    else if ((character === '.' || character === ',') && !hasSeparator && /\d/.test(result)) {
      result += character;
      hasSeparator = true;
    }
  }
  return truncate(result, maxLength);
}

const SEPARATOR_POSITIONS: Record<DateFormat, readonly number[]> = {
  'dd.mm.yyyy': [2, 5],
  'yyyy.mm.dd': [4, 7],
};

/**
 * Digits with the dots put in place, at most 10 characters. A typed or pasted separator (`.`, `/`,
 * `-`, space) is kept as a dot where a dot belongs and dropped elsewhere; the dot is added by
 * itself once the next digit follows: `12052024` -> `12.05.2024`, `2024-05-12` -> `2024.05.12`.
 */
export function formatDate(raw: string, format: DateFormat = 'dd.mm.yyyy'): string {
  const separators = SEPARATOR_POSITIONS[format];
  let result = '';
  for (const character of raw) {
    if (result.length >= DATE_MAX_LENGTH) break;
    const atSeparator = separators.includes(result.length);
    if (/\d/.test(character)) result += (atSeparator ? '.' : '') + character;
    else if (/[./\- ]/.test(character) && atSeparator) result += '.';
  }
  return result;
}

/** The shown value of a masked type; text, email and password are left as they are. */
export function maskValue(type: TextFieldType, raw: string, options: MaskOptions = {}): string {
  switch (type) {
    case 'iban':
      return formatIban(raw, options.maxLength);
    case 'number':
      return sanitizeNumber(raw, options.maxLength);
    case 'date':
      return truncate(formatDate(raw, options.dateFormat), options.maxLength);
    default:
      return raw;
  }
}

export interface KeyLike {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

/**
 * Navigation, editing and shortcut keys: arrows, Home/End, Backspace, Delete, Tab, Enter, Escape,
 * and any Ctrl/Cmd combination (select all, copy, paste, cut, undo). Ctrl+Alt is AltGr on Windows,
 * which types a character, so it is not a shortcut. Keys a virtual keyboard or an input method
 * reports without a character (`Unidentified`, `Process`, `Dead`) also pass; the mask then cleans
 * up whatever they produce.
 */
export function isControlKey(event: KeyLike): boolean {
  if ((event.ctrlKey || event.metaKey) && !event.altKey) return true;
  return [...event.key].length !== 1;
}

export interface InputSnapshot {
  value: string;
  selectionStart: number;
  selectionEnd: number;
}

/**
 * Whether a key may reach the input. A printable key is blocked when the mask would drop the
 * character it types (wrong kind, wrong place, or over the maximum length), so the value stays
 * as it was.
 */
export function isAllowedKey(event: KeyLike, type: TextFieldType, input: InputSnapshot, options: MaskOptions = {}): boolean {
  if (isControlKey(event) || !isMaskedType(type)) return true;
  const { value, selectionStart, selectionEnd } = input;
  // A value the mask would change itself (e.g. set from outside) is not judged key by key.
  if (maskValue(type, value, options) !== value) return true;
  const without = value.slice(0, selectionStart) + value.slice(selectionEnd);
  const withKey = value.slice(0, selectionStart) + event.key + value.slice(selectionEnd);
  // The masked value grows with each character kept (an IBAN's group spaces come with its characters).
  return maskValue(type, withKey, options).length > maskValue(type, without, options).length;
}

/**
 * Where the caret belongs after masking: behind the masked form of what stood before it, so
 * inserted group spaces or dots do not push it to the end of the value.
 */
export function caretAfterMask(type: TextFieldType, raw: string, caret: number, options: MaskOptions = {}): number {
  const masked = maskValue(type, raw, options);
  return Math.min(maskValue(type, raw.slice(0, caret), options).length, masked.length);
}
