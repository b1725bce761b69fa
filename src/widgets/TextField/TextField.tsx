import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLog } from '../../log/useLog';
import { oneOf } from '../../util/guards';
import {
  DATE_FORMATS,
  DATE_MAX_LENGTH,
  TEXT_FIELD_TYPES,
  caretAfterMask,
  isAllowedKey,
  isMaskedType,
  maskValue,
  type DateFormat,
  type MaskOptions,
  type TextFieldType,
} from './masks';
import { TextFieldBase, UNMASKED_BEHAVIOURS, type InputBehaviour, type TextInputProps } from './TextFieldBase';

export interface TextFieldProps extends TextInputProps {
  /** `text` `password` `email` `number` `iban` `date`; anything else logs an error and is `text`. Default `text`. */
  type?: TextFieldType;
  /** The date mask's order: `dd.mm.yyyy` or `yyyy.mm.dd`; anything else logs an error and is the default. Default `dd.mm.yyyy`. */
  dateFormat?: DateFormat;
}

const MASKED_INPUT_MODES = { number: 'decimal', date: 'numeric', iban: undefined } as const;

/**
 * A labelled single-line input with the states default, error and valid, and the masks of the
 * specification for iban, number and date.
 */
export function TextField({ type: givenType, dateFormat: givenFormat, ...props }: TextFieldProps) {
  const { t } = useTranslation('forms');
  const log = useLog();
  const type = oneOf('TextField type', TEXT_FIELD_TYPES, givenType, 'text', log);
  const dateFormat = oneOf('TextField dateFormat', DATE_FORMATS, givenFormat, 'dd.mm.yyyy', log);
  if (!isMaskedType(type)) return <TextFieldBase {...props} behaviour={UNMASKED_BEHAVIOURS[type]} />;

  const options: MaskOptions = {
    maxLength: type === 'date' ? Math.min(props.maxLength ?? DATE_MAX_LENGTH, DATE_MAX_LENGTH) : props.maxLength,
    dateFormat,
  };
  const behaviour: InputBehaviour = {
    // type=number would accept "e" and hide the caret position from the mask; the date is the spec's mask, not the browser's picker.
    inputType: 'text',
    inputMode: MASKED_INPUT_MODES[type],
    autoCapitalize: type === 'iban' ? 'characters' : undefined,
    spellCheck: false,
    formatHint: type === 'date' ? t(dateFormat === 'dd.mm.yyyy' ? 'dateFormat.dayFirst' : 'dateFormat.yearFirst') : undefined,
    mask: (raw, caret) => ({ value: maskValue(type, raw, options), caret: caretAfterMask(type, raw, caret, options) }),
    onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
      const input = event.currentTarget;
      const end = input.value.length;
      const snapshot = { value: input.value, selectionStart: input.selectionStart ?? end, selectionEnd: input.selectionEnd ?? end };
      if (!isAllowedKey(event, type, snapshot, options)) event.preventDefault();
    },
  };
  return <TextFieldBase {...props} behaviour={behaviour} />;
}
