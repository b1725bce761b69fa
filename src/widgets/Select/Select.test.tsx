import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { renderInShadow } from '../../test-support/render';
import { Select, type SelectProps } from './Select';

const SALUTATIONS = [
  { value: 'MRS', label: 'Frau' },
  { value: 'MR', label: 'Herr' },
  { value: 'COMPANY', label: 'Firma', disabled: true },
];

type Props = Partial<Omit<SelectProps, 'value' | 'onChange'>> & { initial?: string };

function renderSelect({ initial = '', ...props }: Props = {}) {
  const changes: string[] = [];
  function Controlled() {
    const [value, setValue] = useState(initial);
    return (
      <Select
        name="salutation"
        label="Anrede"
        options={SALUTATIONS}
        {...props}
        value={value}
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
      />
    );
  }
  const view = renderInShadow(<Controlled />);
  const select = view.getByRole('combobox', { name: 'Anrede' }) as HTMLSelectElement;
  return { ...view, select, changes, user: userEvent.setup({ document }) };
}

describe('Select', () => {
  it('by default lists the options, without placeholder, description or error', () => {
    const { select, getAllByRole } = renderSelect({ initial: 'MRS' });
    expect(getAllByRole('option').map((option) => option.textContent)).toEqual(['Frau', 'Herr', 'Firma']);
    expect(select.value).toBe('MRS');
    expect(select.name).toBe('salutation');
    expect(select.getAttribute('aria-invalid')).toBeNull();
    expect(select.getAttribute('aria-required')).toBeNull();
    expect(select.getAttribute('aria-describedby')).toBeNull();
  });

  it('puts a placeholder first with the empty value, and choosing it clears the choice', async () => {
    const { select, getAllByRole, user, changes } = renderSelect({ placeholder: 'Bitte wählen', initial: 'MR' });
    expect(getAllByRole('option')[0].textContent).toBe('Bitte wählen');
    await user.selectOptions(select, 'Bitte wählen');
    expect(select.value).toBe('');
    expect(changes).toEqual(['']);
  });

  it('reports the chosen value and keeps disabled options unselectable', async () => {
    const { select, user, changes, getByRole } = renderSelect({ placeholder: 'Bitte wählen' });
    await user.selectOptions(select, 'Herr');
    expect(select.value).toBe('MR');
    expect(changes).toEqual(['MR']);
    expect((getByRole('option', { name: 'Firma' }) as HTMLOptionElement).disabled).toBe(true);
  });

  it('ties hint and error to the select and marks it invalid with the warning icon', () => {
    const { getByRole, container } = renderSelect({
      hint: 'Für die Anrede in E-Mails',
      error: 'Die Anrede ist ein Pflichtfeld.',
      required: true,
    });
    const select = getByRole('combobox', {
      name: 'Anrede',
      description: 'Für die Anrede in E-Mails Fehler: Die Anrede ist ein Pflichtfeld.',
    });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.getAttribute('aria-required')).toBe('true');
    expect(container.querySelector('label')?.textContent).toBe('Anrede *');
    expect(container.querySelector('[data-icon="warning"]')).not.toBeNull();
  });

  it('shows the valid state', () => {
    const { queryAllByRole, container } = renderSelect({ valid: true, initial: 'MR' });
    expect(queryAllByRole('combobox', { name: 'Anrede', description: 'Eingabe gültig' })).toHaveLength(1);
    expect(container.querySelector('[data-icon="check"]')).not.toBeNull();
  });

  it('can be disabled, calls onBlur and forwards inputRef', () => {
    const onBlur = vi.fn();
    const ref = createRef<HTMLSelectElement>();
    const { select } = renderSelect({ disabled: true, onBlur, inputRef: ref });
    expect(select.disabled).toBe(true);
    expect(ref.current).toBe(select);
    const { select: enabled } = renderSelect({ onBlur });
    enabled.focus();
    enabled.blur();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });
});
