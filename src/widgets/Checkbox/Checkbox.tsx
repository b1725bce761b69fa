import type { ChangeEvent, FocusEvent, ReactNode, Ref } from 'react';
import { classNames } from '../../util/classNames';
import { FieldError, FieldHint, RequiredStar, describedBy, useFieldIds } from '../Field/Field';

export interface CheckboxProps {
  /** The input's name; also part of the generated id. */
  name: string;
  /** The submitted value when checked, e.g. `DNE`. Default `on` (the browser's). */
  value?: string;
  /** Visible label beside the box; may hold links (e.g. to the privacy page), which stay links. */
  label: ReactNode;
  /** Whether the box is checked. */
  checked: boolean;
  /** Every change, with the new checked state. */
  onChange: (checked: boolean, event: ChangeEvent<HTMLInputElement>) => void;
  /** Called when the checkbox loses focus. */
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** An error message: the error state, the message above the box, `aria-invalid` and a red outline around the box. */
  error?: string;
  /** A hint below the checkbox. */
  hint?: ReactNode;
  /** A visible ` *` after the label (hidden from screen readers) and `aria-required`. Default off. */
  required?: boolean;
  /** Disables the checkbox. Default off. */
  disabled?: boolean;
  /** The input element, e.g. to focus the first invalid field. */
  inputRef?: Ref<HTMLInputElement>;
  /** The input's id; generated (`sf-<name>-…`) when not given. */
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
