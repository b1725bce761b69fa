import { fireEvent } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInShadow } from '../../test-support/render';
import { Notification } from './Notification';

// The states and variants of docs/specification.md (section 3), written out; each state with its icon's name.
const STATE_NAMES = { info: 'Hinweis', success: 'Erfolg', error: 'Fehler', warning: 'Warnung' } as const;
const STATES = ['info', 'success', 'error', 'warning'] as const;
const VARIANTS = ['banner', 'copysize', 'footnotesize'] as const;

describe('Notification', () => {
  it('is an info banner by default, silent unless live', () => {
    const { root, getByRole, queryByRole } = renderInShadow(<Notification title="Gut zu wissen">Text</Notification>);
    const box = root.querySelector('.sf-notification')!;
    expect(box.className).toContain('sf-notification--info');
    expect(box.className).toContain('sf-notification--banner');
    expect(getByRole('img', { name: 'Hinweis' }).getAttribute('data-icon')).toBe('info');
    expect(queryByRole('status')).toBeNull();
    expect(queryByRole('alert')).toBeNull();
    expect(box.textContent).toContain('Gut zu wissen');
  });

  it.each(STATES)('shows the %s state with its icon', (state) => {
    const { getByRole, root } = renderInShadow(<Notification state={state}>Text</Notification>);
    expect(getByRole('img', { name: STATE_NAMES[state] }).getAttribute('data-icon')).toBe(state);
    expect(root.querySelector('.sf-notification')!.className).toContain(`sf-notification--${state}`);
  });

  it.each(VARIANTS)('renders the %s variant', (variant) => {
    const { root } = renderInShadow(<Notification variant={variant}>Text</Notification>);
    expect(root.querySelector('.sf-notification')!.className).toContain(`sf-notification--${variant}`);
  });

  it('is an alert for a live error and a status for other live states', () => {
    const { getByRole, rerender, queryByRole } = renderInShadow(
      <Notification state="error" live>
        Fehlgeschlagen
      </Notification>,
    );
    expect(getByRole('alert').textContent).toContain('Fehlgeschlagen');
    rerender(
      <Notification state="success" live>
        Geschafft
      </Notification>,
    );
    expect(queryByRole('alert')).toBeNull();
    expect(getByRole('status').textContent).toContain('Geschafft');
  });

  it('logs an invalid state or variant and falls back to info banner', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { root } = renderInShadow(
      <Notification state={'fatal' as 'info'} variant={'huge' as 'banner'}>
        Text
      </Notification>,
    );
    const box = root.querySelector('.sf-notification')!;
    expect(box.className).toContain('sf-notification--info');
    expect(box.className).toContain('sf-notification--banner');
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/notification state "fatal"/));
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/notification variant "huge"/));
  });

  it('offers a close button only with onDismiss', () => {
    const onDismiss = vi.fn();
    const { getByRole, queryByRole, rerender } = renderInShadow(<Notification>Text</Notification>);
    expect(queryByRole('button')).toBeNull();
    rerender(<Notification onDismiss={onDismiss}>Text</Notification>);
    fireEvent.click(getByRole('button', { name: 'Schließen' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
