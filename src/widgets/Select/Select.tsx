import type { ChangeEvent, FocusEvent, ReactNode, Ref } from 'react';
import { classNames } from '../../util/classNames';
import { Icon } from '../Icon/Icon';
import { FieldError, FieldHint, FieldLabel, FieldValidText, StateIcon, describedBy, fieldState, useFieldIds } from '../Field/Field';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  name: string;
  label: ReactNode;
  options: SelectOption[];
  value: string;
  onChange: (value: string, event: ChangeEvent<HTMLSelectElement>) => void;
  onBlur?: (event: FocusEvent<HTMLSelectElement>) => void;
  error?: string;
  /** Shows the valid state (ignored while there is an error). */
  valid?: boolean;
  hint?: ReactNode;
  /** Text of a first option with the empty value; choosing it clears the choice. */
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  inputRef?: Ref<HTMLSelectElement>;
  id?: string;
  /** The input purpose (WCAG 1.3.5), e.g. `honorific-prefix`. */
  autoComplete?: string;
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
          aria-describedby={describedBy(hint ? hintId : undefined, state === 'error' && errorId, state === 'valid' && validId)}
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
