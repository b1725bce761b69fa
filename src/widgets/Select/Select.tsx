import type { ChangeEvent, FocusEvent, ReactNode, Ref } from 'react';
import { classNames } from '../../util/classNames';
import { Icon } from '../Icon/Icon';
import { FieldError, FieldHint, FieldLabel, FieldValidText, StateIcon, describedBy, fieldState, useFieldIds } from '../Field/Field';

export interface SelectOption {
  /** The option's value, what `onChange` reports. */
  value: string;
  /** The text shown for the option. */
  label: string;
  /** Makes the option unselectable. */
  disabled?: boolean;
}

export interface SelectProps {
  /** The select's name; also part of the generated id. */
  name: string;
  /** The visible label (a `<label for>` the select). */
  label: ReactNode;
  /** The choices, in order. */
  options: SelectOption[];
  /** The value of the chosen option. */
  value: string;
  /** Every change, with the chosen option's value. */
  onChange: (value: string, event: ChangeEvent<HTMLSelectElement>) => void;
  /** Called when the select loses focus. */
  onBlur?: (event: FocusEvent<HTMLSelectElement>) => void;
  /** An error message: the error state, the message at the field and `aria-invalid`. */
  error?: string;
  /** Shows the valid state with its check mark (ignored while there is an error). Default off. */
  valid?: boolean;
  /** A hint below the label, read after the label. */
  hint?: ReactNode;
  /** Text of a first option with the empty value; it stays selectable, so choosing it clears the choice. */
  placeholder?: string;
  /** A visible ` *` after the label (hidden from screen readers) and `aria-required`. Default off. */
  required?: boolean;
  /** Disables the select. Default off. */
  disabled?: boolean;
  /** The select element, e.g. to focus the first invalid field. */
  inputRef?: Ref<HTMLSelectElement>;
  /** The select's id; generated (`sf-<name>-…`) when not given. */
  id?: string;
  /** The input purpose (WCAG 1.3.5), e.g. `honorific-prefix`. */
  autoComplete?: string;
  /** Further description ids, read after hint and error (e.g. a note several fields share). */
  describedByIds?: string[];
}

/** A native select with the label, hint, error and states of the text field. */
export function Select({
  name,
  label,
  options,
  value,
  onChange,
  onBlur,
  error,
  valid,
  hint,
  placeholder,
  required,
  disabled,
  inputRef,
  id,
  autoComplete,
  describedByIds = [],
}: SelectProps) {
  const { controlId, hintId, errorId, validId } = useFieldIds(id, name);
  const state = fieldState(error, valid);
  return (
    <div className={classNames('sf-field', 'sf-select', `sf-field--${state}`, disabled && 'sf-field--disabled')}>
      <FieldLabel htmlFor={controlId} required={required}>
        {label}
      </FieldLabel>
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {state === 'error' ? <FieldError id={errorId}>{error}</FieldError> : null}
      <div className="sf-input-box">
        <select
          ref={inputRef}
          className="sf-input sf-select__control"
          id={controlId}
          name={name}
          autoComplete={autoComplete}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value, event)}
          onBlur={onBlur}
          disabled={disabled}
          aria-invalid={state === 'error' ? true : undefined}
          aria-required={required ? true : undefined}
          aria-describedby={describedBy(
            hint ? hintId : undefined,
            state === 'error' && errorId,
            state === 'valid' && validId,
            ...describedByIds,
          )}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <StateIcon state={state} />
        <span className="sf-select__chevron">
          <Icon name="chevron-down" size={24} />
        </span>
      </div>
      {state === 'valid' ? <FieldValidText id={validId} /> : null}
    </div>
  );
}
