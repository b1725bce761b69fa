import type { ChangeEvent, FocusEvent, HTMLAttributes, KeyboardEvent, ReactNode, Ref } from 'react';
import { useLog } from '../../log/useLog';
import { classNames } from '../../util/classNames';
import { oneOf } from '../../util/guards';
import { FieldError, FieldHint, FieldLabel, FieldValidText, StateIcon, describedBy, fieldState, useFieldIds } from '../Field/Field';

/** The props every single-line field takes (TextField, PasswordField and the elements' PlainTextField). */
export interface TextInputProps {
  /** The input's name; also part of the generated id. */
  name: string;
  /** The visible label (a `<label for>` the input). */
  label: ReactNode;
  /** The shown value, as given. */
  value: string;
  /** Every change, with the value as shown (already masked for iban, number and date). */
  onChange: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
  /** Called when the input loses focus. */
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Called when the input gets focus. */
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  /** An error message: the error state, the message at the field and `aria-invalid`. */
  error?: string;
  /** The valid state with its check mark; ignored while there is an error. Default off. */
  valid?: boolean;
  /** A hint below the label, read after the label. */
  hint?: ReactNode;
  /** Further description ids, read after hint and error (e.g. a note several fields share). */
  describedByIds?: string[];
  /** A visible ` *` after the label (hidden from screen readers) and `aria-required`. Default off. */
  required?: boolean;
  /** Default off. */
  disabled?: boolean;
  /** Native for text, email and password; applied by the mask for iban, number and date (iban 34 letters and digits, date 10 characters at most). */
  maxLength?: number;
  /** The input purpose for autofill (HTML `autocomplete`), e.g. `email`. */
  autoComplete?: string;
  /** HTML inputmode; by default `email` for email, `decimal` for number, `numeric` for date. */
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** A placeholder text, shown while the input is empty. */
  placeholder?: string;
  /** The input element, e.g. to focus the first invalid field. */
  inputRef?: Ref<HTMLInputElement>;
  /** The input's id; generated (`sf-<name>-…`) when not given. */
  id?: string;
}

/** How a field type shapes the same input: its native type, and for masked types the mask and key rule. */
export interface InputBehaviour {
  inputType: 'text' | 'email' | 'password' | 'date' | 'time';
  inputMode?: TextInputProps['inputMode'];
  autoCapitalize?: 'characters';
  spellCheck?: false;
  /** A line below the hint saying the expected format (date). */
  formatHint?: ReactNode;
  /** The shown value of whatever reached the input, and where the caret goes. */
  mask?: (raw: string, caret: number) => { value: string; caret: number };
  /** Blocks a key the mask would throw away. */
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
}

export const UNMASKED_BEHAVIOURS = {
  text: { inputType: 'text' },
  email: { inputType: 'email', inputMode: 'email', spellCheck: false },
  password: { inputType: 'password', spellCheck: false },
  date: { inputType: 'date' },
  time: { inputType: 'time' },
} as const satisfies Record<string, InputBehaviour>;

/** What the password field adds around the same input. */
export interface TextFieldExtras {
  /** Overrides the behaviour's input type, e.g. `text` while a password is shown. */
  inputType?: 'text' | 'password';
  /** Rendered inside the input box after the input (the show/hide button). */
  trailing?: ReactNode;
  /** Rendered below the input (the strength meter). */
  below?: ReactNode;
  className?: string;
}

/** The shared implementation of the single-line fields: label, hint, error, input and state. */
export function TextFieldBase({ behaviour, ...props }: TextInputProps & TextFieldExtras & { behaviour: InputBehaviour }) {
  const { name, label, value, onChange, onBlur, onFocus, error, valid, hint, required, disabled, maxLength } = props;
  const { controlId, hintId, errorId, validId } = useFieldIds(props.id, name);
  const formatId = `${controlId}-format`;
  const state = fieldState(error, valid);
  const { mask, formatHint } = behaviour;

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const raw = input.value;
    if (!mask) return onChange(raw, event);
    const shown = mask(raw, input.selectionStart ?? raw.length);
    if (shown.value !== raw) {
      // Written before React re-renders, so the caret stays behind what was typed or pasted.
      input.value = shown.value;
      input.setSelectionRange(shown.caret, shown.caret);
    }
    onChange(shown.value, event);
  }

  return (
    <div className={classNames('sf-field', `sf-field--${state}`, disabled && 'sf-field--disabled', props.className)}>
      <FieldLabel htmlFor={controlId} required={required}>
        {label}
      </FieldLabel>
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {formatHint ? <FieldHint id={formatId}>{formatHint}</FieldHint> : null}
      {state === 'error' ? <FieldError id={errorId}>{error}</FieldError> : null}
      <div className="sf-input-box">
        <input
          ref={props.inputRef}
          className="sf-input"
          id={controlId}
          name={name}
          type={props.inputType ?? behaviour.inputType}
          value={value}
          onChange={handleChange}
          onKeyDown={behaviour.onKeyDown}
          onBlur={onBlur}
          onFocus={onFocus}
          disabled={disabled}
          maxLength={mask ? undefined : maxLength}
          autoComplete={props.autoComplete}
          inputMode={props.inputMode ?? behaviour.inputMode}
          autoCapitalize={behaviour.autoCapitalize}
          spellCheck={behaviour.spellCheck}
          placeholder={props.placeholder}
          aria-invalid={state === 'error' ? true : undefined}
          aria-required={required ? true : undefined}
          aria-describedby={describedBy(
            hint ? hintId : undefined,
            Boolean(formatHint) && formatId,
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

export const PLAIN_TEXT_FIELD_TYPES = ['text', 'email', 'date', 'time'] as const;

/**
 * A labelled input without masks: text, e-mail, or a date or time with the browser's own picker
 * (the staff tool's). What the elements render, so the masks of the types they do not use stay out
 * of their modules. Same states and wiring as TextField.
 */
export function PlainTextField({ type, ...props }: TextInputProps & { type?: (typeof PLAIN_TEXT_FIELD_TYPES)[number] }) {
  const checked = oneOf('TextField type', PLAIN_TEXT_FIELD_TYPES, type, 'text', useLog());
  return <TextFieldBase {...props} behaviour={UNMASKED_BEHAVIOURS[checked]} />;
}
