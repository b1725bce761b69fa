import type { ChangeEvent, FocusEvent, ReactNode, Ref } from 'react';
import { classNames } from '../../util/classNames';
import { FieldError, FieldHint, RequiredStar, describedBy, useFieldIds } from '../Field/Field';

export interface CheckboxProps {
  name: string;
  value?: string;
  /** Visible label; may hold links (e.g. to the privacy page). */
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean, event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  id?: string;
}

/** A native checkbox with its label beside it, the error above it and the hint below. */
export function Checkbox({ name, value, label, checked, onChange, onBlur, error, hint, required, disabled, inputRef, id }: CheckboxProps) {
  const { controlId, hintId, errorId } = useFieldIds(id, name);
  return (
    <div
      className={classNames('sf-field', 'sf-checkbox', error ? 'sf-field--error' : 'sf-field--default', disabled && 'sf-field--disabled')}
    >
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      <div className="sf-checkbox__row">
        <input
          ref={inputRef}
          className="sf-checkbox__input"
          type="checkbox"
          id={controlId}
          name={name}
          value={value}
          checked={checked}
          onChange={(event) => onChange(event.currentTarget.checked, event)}
          onBlur={onBlur}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-required={required ? true : undefined}
          aria-describedby={describedBy(hint ? hintId : undefined, error ? errorId : undefined)}
        />
        <label className="sf-checkbox__label" htmlFor={controlId}>
          {label}
          <RequiredStar required={required} />
        </label>
      </div>
      {hint ? (
        <div className="sf-checkbox__hint">
          <FieldHint id={hintId}>{hint}</FieldHint>
        </div>
      ) : null}
    </div>
  );
}
