import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../IconButton/IconButton';
import { useFieldIds } from '../Field/Field';
import { TextFieldBase, UNMASKED_BEHAVIOURS, type TextInputProps } from '../TextField/TextFieldBase';
import { passwordStrength, type PasswordStrength } from './strength';

export interface PasswordFieldProps extends Omit<TextInputProps, 'inputMode'> {
  /** Shows the strength meter below the input. Default on. */
  showStrength?: boolean;
}

const LEVEL_KEYS: Record<PasswordStrength, string> = { 0: 'weak', 1: 'ok', 2: 'strong', 3: 'veryStrong' };
const SEGMENTS = [0, 1, 2, 3] as const;

function StrengthMeter({ value, textId, hintId }: { value: string; textId: string; hintId: string }) {
  const { t } = useTranslation('forms');
  const level = passwordStrength(value);
  // An empty field has no strength yet ("none"): no bar segment and nothing announced.
  const filled = value ? level + 1 : 0;
  return (
    <div className="sf-password__meter" data-level={value ? level : 'none'}>
      <div className="sf-password__bar" aria-hidden="true">
        {SEGMENTS.map((segment) => (
          <span key={segment} className={segment < filled ? 'sf-password__segment sf-password__segment--on' : 'sf-password__segment'} />
        ))}
      </div>
      <p className="sf-password__strength" id={textId} aria-live="polite">
        {value ? t('password.strength', { level: t(`password.levels.${LEVEL_KEYS[level]}`) }) : ''}
      </p>
      <p className="sf-password__hint" id={hintId}>
        {t('password.hint')}
      </p>
    </div>
  );
}

/** A text field for passwords with a show/hide toggle and a strength meter. */
export function PasswordField({ showStrength = true, ...props }: PasswordFieldProps) {
  const { t } = useTranslation('forms');
  const [shown, setShown] = useState(false);
  const { controlId } = useFieldIds(props.id, props.name);
  const strengthId = `${controlId}-strength`;
  const requirementsId = `${controlId}-requirements`;
  return (
    <TextFieldBase
      {...props}
      id={controlId}
      behaviour={UNMASKED_BEHAVIOURS.password}
      inputType={shown ? 'text' : 'password'}
      className="sf-password"
      trailing={
        <IconButton
          className="sf-password__toggle"
          icon={shown ? 'eye-off' : 'eye'}
          label={t('password.show')}
          variant="ghost"
          aria-pressed={shown}
          aria-controls={controlId}
          disabled={props.disabled}
          onClick={() => setShown((current) => !current)}
        />
      }
      below={showStrength ? <StrengthMeter value={props.value} textId={strengthId} hintId={requirementsId} /> : null}
      describedByIds={[...(props.describedByIds ?? []), ...(showStrength ? [requirementsId, strengthId] : [])]}
    />
  );
}
