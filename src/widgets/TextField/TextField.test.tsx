import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShadow } from '../../test-support/render';
import { TextField, type TextFieldProps } from './TextField';

type Props = Omit<TextFieldProps, 'value' | 'onChange' | 'name' | 'label'> & { initial?: string; name?: string; label?: string };

/** A controlled field, the way a form uses it; `changes` records every value reported. */
function renderField({ initial = '', name = 'field', label = 'Feld', ...props }: Props = {}) {
  const changes: string[] = [];
  function Controlled() {
    const [value, setValue] = useState(initial);
    return (
      <TextField
        {...props}
        name={name}
        label={label}
        value={value}
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
      />
    );
  }
  const view = renderInShadow(<Controlled />);
  const input = view.getByRole('textbox', { name: label }) as HTMLInputElement;
  return { ...view, input, changes, user: userEvent.setup({ document }) };
}

/**
 * What a browser does on paste: a paste event nobody may cancel for us, then the clipboard text
 * inserted at the selection and an input event. (user-event's paste does not reach into a shadow
 * root.)
 */
function paste(input: HTMLInputElement, text: string) {
  const allowed = fireEvent.paste(input, { clipboardData: { getData: () => text } });
  expect(allowed).toBe(true);
  const start = input.selectionStart ?? input.value.length;
  const end = input.selectionEnd ?? start;
  fireEvent.input(input, { target: { value: input.value.slice(0, start) + text + input.value.slice(end) } });
}

describe('TextField states and wiring', () => {
  it('by default is an optional, valid-looking text input with its label and no description', () => {
    const { input, container } = renderField({ label: 'Vorname' });
    expect(input.type).toBe('text');
    expect(input.name).toBe('field');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-required')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
    expect(input.disabled).toBe(false);
    expect(container.querySelector('[data-icon]')).toBeNull();
  });

  it('marks a required field with a star the screen reader skips and aria-required', () => {
    const { getByRole, getByText } = renderField({ label: 'E-Mail', required: true });
    const input = getByRole('textbox', { name: 'E-Mail' });
    expect(input.getAttribute('aria-required')).toBe('true');
    const star = getByText('*', { exact: false, selector: '[aria-hidden="true"]' });
    expect(star.textContent).toBe(' *');
  });

  it('describes the input by its hint', () => {
    const { queryAllByRole } = renderField({ label: 'IBAN', hint: 'Steht auf Ihrer Karte' });
    expect(queryAllByRole('textbox', { name: 'IBAN', description: 'Steht auf Ihrer Karte' })).toHaveLength(1);
  });

  it('shows an error at the field: message tied after the hint, aria-invalid and the warning icon', () => {
    const { getByRole, container, getByText } = renderField({
      label: 'E-Mail',
      hint: 'Für die Bestätigung',
      error: 'Die E-Mail-Adresse ist ein Pflichtfeld.',
    });
    const input = getByRole('textbox', {
      name: 'E-Mail',
      description: 'Für die Bestätigung Fehler: Die E-Mail-Adresse ist ein Pflichtfeld.',
    });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(getByText('Die E-Mail-Adresse ist ein Pflichtfeld.').id).toBe(input.getAttribute('aria-describedby')?.split(' ')[1]);
    expect(container.querySelector('[data-icon="warning"]')).not.toBeNull();
    expect(container.querySelector('[data-icon="check"]')).toBeNull();
  });

  it('shows the valid state with a check mark and says so to screen readers', () => {
    const { getByRole, container } = renderField({ label: 'E-Mail', valid: true });
    const input = getByRole('textbox', { name: 'E-Mail', description: 'Eingabe gültig' });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(container.querySelector('[data-icon="check"]')).not.toBeNull();
  });

  it('lets an error win over valid', () => {
    const { input, container } = renderField({ valid: true, error: 'Falsch' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(container.querySelector('[data-icon="check"]')).toBeNull();
  });

  it('can be disabled', async () => {
    const { input, user, changes } = renderField({ disabled: true });
    expect(input.disabled).toBe(true);
    await user.type(input, 'abc');
    expect(changes).toEqual([]);
  });

  it('forwards inputRef so a form can focus the field', () => {
    const ref = createRef<HTMLInputElement>();
    const { input, root } = renderField({ inputRef: ref });
    expect(ref.current).toBe(input);
    ref.current?.focus();
    expect(root.activeElement).toBe(input);
  });

  it('reports every typed value and calls onBlur and onFocus', async () => {
    const onBlur = vi.fn();
    const onFocus = vi.fn();
    const { input, user, changes } = renderField({ onBlur, onFocus });
    await user.type(input, 'Ab!');
    expect(changes).toEqual(['A', 'Ab', 'Ab!']);
    expect(onFocus).toHaveBeenCalledTimes(1);
    input.blur();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('uses the native types for e-mail and password, and honours maxLength on text', () => {
    expect(renderField({ type: 'email', label: 'E-Mail' }).input.type).toBe('email');
    const { container } = renderInShadow(<TextField name="pw" label="Passwort" type="password" value="" onChange={() => {}} />);
    expect(container.querySelector('input')?.type).toBe('password');
    expect(renderField({ label: 'Name', maxLength: 40 }).input.maxLength).toBe(40);
  });

  it('logs an invalid type or date format and falls back to the defaults', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { input } = renderField({ type: 'tel' as TextFieldProps['type'], dateFormat: 'mm/dd/yyyy' as TextFieldProps['dateFormat'] });
    expect(input.type).toBe('text');
    const messages = error.mock.calls.map((call) => String(call[0]));
    expect(messages.some((m) => m.startsWith('[storefront-elements]') && m.includes('"tel"'))).toBe(true);
    expect(messages.some((m) => m.includes('"mm/dd/yyyy"'))).toBe(true);
  });
});

describe('TextField iban', () => {
  it('upper-cases and groups what is typed in blocks of four', async () => {
    const { input, user } = renderField({ type: 'iban' });
    await user.type(input, 'de89370400440532013000');
    expect(input.value).toBe('DE89 3704 0044 0532 0130 00');
  });

  it('blocks a key that does not fit two letters then digits, leaving the value unchanged', async () => {
    const { input, user, changes } = renderField({ type: 'iban', initial: 'DE89' });
    expect(fireEvent.keyDown(input, { key: 'X' })).toBe(false); // default prevented
    expect(fireEvent.keyDown(input, { key: ' ' })).toBe(false);
    await user.type(input, 'X-');
    expect(input.value).toBe('DE89');
    expect(changes).toEqual([]);
  });

  it('blocks a digit as the first character', async () => {
    const { input, user } = renderField({ type: 'iban' });
    await user.type(input, '12');
    expect(input.value).toBe('');
  });

  it('always allows navigation, editing and clipboard keys', () => {
    const { input } = renderField({ type: 'iban', initial: 'DE89' });
    for (const key of ['ArrowLeft', 'ArrowRight', 'Home', 'End', 'Backspace', 'Delete', 'Tab', 'Enter', 'Escape']) {
      expect(fireEvent.keyDown(input, { key })).toBe(true);
    }
    for (const key of ['a', 'c', 'v', 'x', 'z']) {
      expect(fireEvent.keyDown(input, { key, ctrlKey: true })).toBe(true);
      expect(fireEvent.keyDown(input, { key, metaKey: true })).toBe(true);
    }
  });

  it('sanitises a paste instead of refusing it', () => {
    const { input } = renderField({ type: 'iban' });
    paste(input, ' de89-3704.0044 0532 0130 00 ');
    expect(input.value).toBe('DE89 3704 0044 0532 0130 00');
  });

  it('keeps the caret behind a character typed in the middle', async () => {
    const { input, user } = renderField({ type: 'iban', initial: 'DE89 3704' });
    await user.type(input, '1', { initialSelectionStart: 6, initialSelectionEnd: 6 });
    expect(input.value).toBe('DE89 3170 4');
    expect(input.selectionStart).toBe(7);
  });

  it('stops at 34 letters and digits', async () => {
    const { input, user } = renderField({ type: 'iban' });
    await user.type(input, `DE${'1'.repeat(40)}`);
    expect(input.value.replace(/ /g, '')).toHaveLength(34);
  });
});

describe('TextField number', () => {
  it('takes digits, a leading plus and one decimal part', async () => {
    const { input, user } = renderField({ type: 'number' });
    expect(input.inputMode).toBe('decimal');
    await user.type(input, '+12,5');
    expect(input.value).toBe('+12,5');
  });

  it('blocks letters, a second separator and a plus after the start', async () => {
    const { input, user } = renderField({ type: 'number', initial: '1,5' });
    expect(fireEvent.keyDown(input, { key: 'e' })).toBe(false);
    await user.type(input, 'e.,+-');
    expect(input.value).toBe('1,5');
  });

  it('honours the maximum length when typing', async () => {
    const { input, user } = renderField({ type: 'number', maxLength: 4 });
    await user.type(input, '123456');
    expect(input.value).toBe('1234');
  });

  it('sanitises a paste and cuts it to the maximum length', () => {
    const { input, changes } = renderField({ type: 'number', maxLength: 4 });
    paste(input, '9 8 7 6 5');
    expect(input.value).toBe('9876');
    expect(changes).toEqual(['9876']);
  });
});

describe('TextField date', () => {
  it('inserts the dots for dd.mm.yyyy and stops at 10 characters', async () => {
    const { input, user, getByRole } = renderField({ type: 'date', label: 'Geburtsdatum' });
    await user.type(input, '120520249');
    expect(input.value).toBe('12.05.2024');
    expect(getByRole('textbox', { name: 'Geburtsdatum', description: 'Format: TT.MM.JJJJ' })).toBe(input);
  });

  it('accepts a typed dot where one belongs and blocks letters', async () => {
    const { input, user } = renderField({ type: 'date' });
    await user.type(input, '1a2.05.x2024');
    expect(input.value).toBe('12.05.2024');
  });

  it('follows yyyy.mm.dd and turns pasted dashes into dots', () => {
    const { input, getByRole } = renderField({ type: 'date', label: 'Datum', dateFormat: 'yyyy.mm.dd' });
    paste(input, '2024-05-12');
    expect(input.value).toBe('2024.05.12');
    expect(getByRole('textbox', { name: 'Datum', description: 'Format: JJJJ.MM.TT' })).toBe(input);
  });
});
