import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { renderInShadow } from '../../test-support/render';
import { Checkbox, type CheckboxProps } from './Checkbox';

type Props = Partial<Omit<CheckboxProps, 'checked' | 'onChange'>> & { initial?: boolean };

function renderCheckbox({ initial = false, ...props }: Props = {}) {
  const changes: boolean[] = [];
  function Controlled() {
    const [checked, setChecked] = useState(initial);
    return (
      <Checkbox
        name="consents"
        value="DNE"
        label="Ich möchte persönliche Angebote erhalten"
        {...props}
        checked={checked}
        onChange={(next) => {
          changes.push(next);
          setChecked(next);
        }}
      />
    );
  }
  const view = renderInShadow(<Controlled />);
  return { ...view, changes, user: userEvent.setup({ document }) };
}

describe('Checkbox', () => {
  it('by default is an unchecked, optional checkbox named by its visible label', () => {
    const { getByRole } = renderCheckbox();
    const box = getByRole('checkbox', { name: 'Ich möchte persönliche Angebote erhalten' }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    expect(box.name).toBe('consents');
    expect(box.value).toBe('DNE');
    expect(box.getAttribute('aria-invalid')).toBeNull();
    expect(box.getAttribute('aria-required')).toBeNull();
    expect(box.getAttribute('aria-describedby')).toBeNull();
  });

  it('toggles when the box or its label is clicked, and by keyboard', async () => {
    const { getByRole, getByText, user, changes } = renderCheckbox();
    const box = getByRole('checkbox') as HTMLInputElement;
    await user.click(box);
    expect(box.checked).toBe(true);
    await user.click(getByText('Ich möchte persönliche Angebote erhalten'));
    expect(box.checked).toBe(false);
    box.focus();
    await user.keyboard(' ');
    expect(box.checked).toBe(true);
    expect(changes).toEqual([true, false, true]);
  });

  it('renders checked', () => {
    const { getByRole } = renderCheckbox({ initial: true });
    expect((getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
  });

  it('takes a rich label with a link that stays a link', () => {
    const label = (
      <>
        Ich akzeptiere die <a href="/privacy">Datenschutzhinweise</a>
      </>
    );
    const { getByRole, queryAllByRole } = renderCheckbox({ label });
    expect(queryAllByRole('checkbox', { name: 'Ich akzeptiere die Datenschutzhinweise' })).toHaveLength(1);
    expect(getByRole('link', { name: 'Datenschutzhinweise' }).getAttribute('href')).toBe('/privacy');
  });

  it('ties an error and a hint to the box, marks it invalid and required with a hidden star', () => {
    const { getByRole, container } = renderCheckbox({
      label: 'Newsletter',
      required: true,
      hint: 'Abmeldung jederzeit möglich',
      error: 'Bitte stimmen Sie zu.',
    });
    const box = getByRole('checkbox', { name: 'Newsletter', description: 'Abmeldung jederzeit möglich Fehler: Bitte stimmen Sie zu.' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-required')).toBe('true');
    expect(container.querySelector('label [aria-hidden="true"]')?.textContent).toBe(' *');
  });

  it('can be disabled and then ignores clicks', async () => {
    const { getByRole, user, changes } = renderCheckbox({ disabled: true });
    const box = getByRole('checkbox') as HTMLInputElement;
    expect(box.disabled).toBe(true);
    await user.click(box);
    expect(box.checked).toBe(false);
    expect(changes).toEqual([]);
  });

  it('forwards inputRef and calls onBlur', () => {
    const ref = createRef<HTMLInputElement>();
    const onBlur = vi.fn();
    const { getByRole } = renderCheckbox({ inputRef: ref, onBlur });
    expect(ref.current).toBe(getByRole('checkbox'));
    ref.current?.focus();
    ref.current?.blur();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });
});
