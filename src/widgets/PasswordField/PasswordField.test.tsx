import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import userEvent from '@testing-library/user-event';
import { renderInShadow } from '../../test-support/render';
import { PasswordField, type PasswordFieldProps } from './PasswordField';

type Props = Partial<Omit<PasswordFieldProps, 'value' | 'onChange'>> & { initial?: string };

function renderPassword({ initial = '', ...props }: Props = {}, locale?: string) {
  function Controlled() {
    const [value, setValue] = useState(initial);
    return <PasswordField name="password" label="Passwort" {...props} value={value} onChange={setValue} />;
  }
  const view = renderInShadow(<Controlled />, { locale });
  const input = view.getByLabelText(/^Passwort/, { selector: 'input' }) as HTMLInputElement;
  return { ...view, input, user: userEvent.setup({ document }) };
}

/** The accessible description (a password input has no role to query it by). */
function description(input: HTMLInputElement) {
  const root = input.getRootNode() as ShadowRoot;
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => root.getElementById(id)?.textContent).join(' ');
}

const strengthText = (root: ParentNode) => root.querySelector('[aria-live="polite"]')?.textContent;

describe('PasswordField', () => {
  it('hides the password by default behind a real, unpressed toggle button that controls the input', () => {
    const { input, getByRole } = renderPassword();
    expect(input.type).toBe('password');
    const toggle = getByRole('button', { name: 'Passwort anzeigen' });
    expect(toggle.getAttribute('type')).toBe('button');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe(input.id);
  });

  it('shows and hides the password with the toggle, keeping what was typed', async () => {
    const { input, getByRole, user } = renderPassword();
    await user.type(input, 'Geheim123');
    const toggle = getByRole('button', { name: 'Passwort anzeigen' });
    await user.click(toggle);
    expect(input.type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(input.value).toBe('Geheim123');
    await user.keyboard('{Enter}');
    expect(input.type).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
  });

  it('announces nothing while empty, then the strength politely as it changes', async () => {
    const { input, container, user } = renderPassword();
    expect(strengthText(container)).toBe('');
    await user.type(input, 'Aa1');
    expect(strengthText(container)).toBe('Passwortstärke: schwach');
    await user.type(input, 'bcdef'); // "Aa1bcdef": 8 characters, three classes
    expect(strengthText(container)).toBe('Passwortstärke: sehr stark');
  });

  it.each([
    ['Aa1', 'schwach', 1],
    ['abcdefgh', 'mittel', 2],
    ['abcdefg1', 'stark', 3],
    ['Abcdefg1', 'sehr stark', 4],
  ])('rates %j as %s and fills %i bar segments', (password, label, segments) => {
    const { container } = renderPassword({ initial: password });
    expect(strengthText(container)).toBe(`Passwortstärke: ${label}`);
    expect(container.querySelectorAll('.sf-password__segment--on')).toHaveLength(segments);
  });

  it('describes the input with its hint, the requirements and the current strength', () => {
    const { input } = renderPassword({ initial: 'abcdefgh', hint: 'Für Ihr Kundenkonto' });
    expect(description(input)).toBe(
      'Für Ihr Kundenkonto Mindestens 8 Zeichen. Groß- und Kleinbuchstaben sowie Ziffern machen Ihr Passwort sicherer. Passwortstärke: mittel',
    );
  });

  it('has the labels in the language of the element', () => {
    const { container, queryAllByRole } = renderPassword({ initial: 'Zażółć12' }, 'pl-PL');
    expect(strengthText(container)).toBe('Siła hasła: bardzo silne');
    expect(queryAllByRole('button', { name: 'Pokaż hasło' })).toHaveLength(1);
  });

  it('can leave out the meter', () => {
    const { container, input } = renderPassword({ initial: 'abcdefgh', showStrength: false });
    expect(container.querySelector('[aria-live]')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });

  it('has the text field states: error with its message, required and disabled', () => {
    const { input, getByRole } = renderPassword({
      error: 'Das Passwort ist ein Pflichtfeld.',
      required: true,
      disabled: true,
      showStrength: false,
    });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(`${input.id}-error`);
    expect(input.disabled).toBe(true);
    expect((getByRole('button', { name: 'Passwort anzeigen' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the valid state with a check mark', () => {
    const { input, container } = renderPassword({ initial: 'Abcdefg1', valid: true, showStrength: false });
    expect(description(input)).toBe('Eingabe gültig');
    expect(container.querySelector('[data-icon="check"]')).not.toBeNull();
  });
});
