import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../Icon/Icon';

/**
 * Shared parts of every form widget: the label with its required star, the hint, the error
 * message (GOV.UK style, right at the control) and the ids that tie them to the control.
 */

export type FieldState = 'default' | 'error' | 'valid';

export function fieldState(error: string | undefined, valid: boolean | undefined): FieldState {
  if (error) return 'error';
  return valid ? 'valid' : 'default';
}

export interface FieldIds {
  controlId: string;
  hintId: string;
  errorId: string;
  validId: string;
}

/** Stable ids for one field; `id` (when given) becomes the control's own id. */
export function useFieldIds(id: string | undefined, name: string): FieldIds {
  const generated = useId();
  const controlId = id || `sf-${name}-${generated}`;
  return { controlId, hintId: `${controlId}-hint`, errorId: `${controlId}-error`, validId: `${controlId}-valid` };
}

/** The value of aria-describedby: the ids whose element is rendered, in reading order. */
export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const present = ids.filter(Boolean);
  return present.length > 0 ? present.join(' ') : undefined;
}

/** ` *` after the text; hidden from screen readers, which hear aria-required instead. */
export function RequiredStar({ required }: { required?: boolean }) {
  return required ? (
    <span className="sf-field__required" aria-hidden="true">
      {' *'}
    </span>
  ) : null;
}

export function FieldLabel({ htmlFor, required, children }: { htmlFor: string; required?: boolean; children: ReactNode }) {
  return (
    <label className="sf-field__label" htmlFor={htmlFor}>
      {children}
      <RequiredStar required={required} />
    </label>
  );
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div className="sf-field__hint" id={id}>
      {children}
    </div>
  );
}

/** The error message, prefixed for screen readers so it is not mistaken for a hint. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  const { t } = useTranslation('forms');
  return (
    <p className="sf-field__error" id={id}>
      <span className="sf-visually-hidden">{t('errorPrefix')} </span>
      {children}
    </p>
  );
}

/** Text alternative of the valid state's check mark, read as part of the description. */
export function FieldValidText({ id }: { id: string }) {
  const { t } = useTranslation('forms');
  return (
    <span className="sf-visually-hidden" id={id}>
      {t('valid')}
    </span>
  );
}

/** The warning or check mark at the control's end; decorative, the text carries the state. */
export function StateIcon({ state }: { state: FieldState }) {
  if (state === 'default') return null;
  return (
    <span className={`sf-field__state sf-field__state--${state}`}>
      <Icon name={state === 'error' ? 'warning' : 'check'} size={24} />
    </span>
  );
}
