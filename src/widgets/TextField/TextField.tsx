import type { ChangeEvent, FocusEvent, HTMLAttributes, KeyboardEvent, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useLog } from '../../host/context';
import { classNames } from '../../util/classNames';
import { oneOf } from '../../util/guards';
import { FieldError, FieldHint, FieldLabel, FieldValidText, StateIcon, describedBy, fieldState, useFieldIds } from '../Field/Field';
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

export interface TextFieldProps {
  name: string;
  label: ReactNode;
  type?: TextFieldType;
  value: string;
  onChange: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Error message; shows the error state at the field. */
  error?: string;
  /** Shows the valid state (ignored while there is an error). */
  valid?: boolean;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  maxLength?: number;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  placeholder?: string;
  dateFormat?: DateFormat;
  inputRef?: Ref<HTMLInputElement>;
  id?: string;
}

/** What the password field adds around the same input. */
export interface TextFieldExtras {
  /** The input's own type, e.g. `text` while a password is shown. */
  inputType?: 'text' | 'password';
  /** Rendered inside the input box after the input (the show/hide button). */
  trailing?: ReactNode;
  /** Rendered below the input (the strength meter). */
  below?: ReactNode;
  /** Further description ids, read after hint and error. */
  describedByIds?: string[];
  className?: string;
}

const NATIVE_TYPES: Record<TextFieldType, string> = {
  text: 'text',
  password: 'password',
  email: 'email',
  number: 'text', // type=number would accept "e" and hide the caret position from the mask
  iban: 'text',
  date: 'text', // the spec's dd.mm.yyyy mask, not the browser's date picker
};

const INPUT_MODES: Partial<Record<TextFieldType, TextFieldProps['inputMode']>> = {
  email: 'email',
  number: 'decimal',
  date: 'numeric',
};

/** The shared implementation of TextField and PasswordField. */
export function TextFieldBase(props: TextFieldProps & TextFieldExtras) {
  const { name, label, value, onChange, onBlur, onFocus, error, valid, hint, required, disabled, maxLength } = props;
  const { t } = useTranslation('forms');
  const log = useLog();
  const type = oneOf('TextField type', TEXT_FIELD_TYPES, props.type, 'text', log);
  const dateFormat = oneOf('TextField dateFormat', DATE_FORMATS, props.dateFormat, 'dd.mm.yyyy', log);
  const { controlId, hintId, errorId, validId } = useFieldIds(props.id, name);
  const formatId = `${controlId}-format`;
  const state = fieldState(error, valid);
  const masked = isMaskedType(type);
  const options: MaskOptions = {
    maxLength: type === 'date' ? Math.min(maxLength ?? DATE_MAX_LENGTH, DATE_MAX_LENGTH) : maxLength,
    dateFormat,
  };

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const end = input.value.length;
    const snapshot = { value: input.value, selectionStart: input.selectionStart ?? end, selectionEnd: input.selectionEnd ?? end };
    if (!isAllowedKey(event, type, snapshot, options)) event.preventDefault();
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const raw = input.value;
    const next = maskValue(type, raw, options);
    if (next !== raw) {
      // Written before React re-renders, so the caret stays behind what was typed or pasted.
      const caret = caretAfterMask(type, raw, input.selectionStart ?? raw.length, options);
      input.value = next;
      input.setSelectionRange(caret, caret);
    }
    onChange(next, event);
  }

  return (
    <div className={classNames('sf-field', `sf-field--${state}`, disabled && 'sf-field--disabled', props.className)}>
      <FieldLabel htmlFor={controlId} required={required}>
        {label}
      </FieldLabel>
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {type === 'date' ? (
        <FieldHint id={formatId}>{t(dateFormat === 'dd.mm.yyyy' ? 'dateFormat.dayFirst' : 'dateFormat.yearFirst')}</FieldHint>
      ) : null}
      {state === 'error' ? <FieldError id={errorId}>{error}</FieldError> : null}
      <div className="sf-input-box">
        <input
          ref={props.inputRef}
          className="sf-input"
          id={controlId}
          name={name}
          type={props.inputType ?? NATIVE_TYPES[type]}
          value={value}
          onChange={handleChange}
          onKeyDown={masked ? handleKeyDown : undefined}
          onBlur={onBlur}
          onFocus={onFocus}
          disabled={disabled}
          maxLength={masked ? undefined : maxLength}
          autoComplete={props.autoComplete}
          inputMode={props.inputMode ?? INPUT_MODES[type]}
          autoCapitalize={type === 'iban' ? 'characters' : undefined}
          spellCheck={type === 'text' ? undefined : false}
          placeholder={props.placeholder}
          aria-invalid={state === 'error' ? true : undefined}
          aria-required={required ? true : undefined}
          aria-describedby={describedBy(
            hint ? hintId : undefined,
            type === 'date' && formatId,
            state === 'error' && errorId,
            state === 'valid' && validId,
            ...(props.describedByIds ?? []),
          )}
        />
        <StateIcon state={state} />
        {props.trailing}
      </div>
      {state === 'valid' ? <FieldValidText id={validId} /> : null}
      {props.below}
    </div>
  );
}

/**
 * A labelled single-line input with the states default, error and valid, and the masks of the
 * specification for iban, number and date.
 */
export function TextField(props: TextFieldProps) {
  return <TextFieldBase {...props} />;
}
