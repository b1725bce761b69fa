import { fireEvent } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInShadow } from '../../test-support/render';
import { ExpansionItem } from './ExpansionItem';

const longText = 'Mit meiner Anmeldung willige ich ein, dass mir der Newsletter zugesendet wird. '.repeat(8);

describe('ExpansionItem', () => {
  it('starts collapsed at 96 px with a show-more button that controls the content', () => {
    const { getByRole, root } = renderInShadow(<ExpansionItem>{longText}</ExpansionItem>);
    const toggle = getByRole('button', { name: 'Mehr anzeigen' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const content = root.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(content.style.maxHeight).toBe('96px');
    expect(content.textContent).toContain('Newsletter zugesendet');
  });

  it('expands and collapses again', () => {
    const onToggle = vi.fn();
    const { getByRole, root } = renderInShadow(<ExpansionItem onToggle={onToggle}>{longText}</ExpansionItem>);
    fireEvent.click(getByRole('button', { name: 'Mehr anzeigen' }));
    const toggle = getByRole('button', { name: 'Weniger anzeigen' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(root.getElementById(toggle.getAttribute('aria-controls')!)!.style.maxHeight).toBe('');
    fireEvent.click(toggle);
    expect(getByRole('button', { name: 'Mehr anzeigen' }).getAttribute('aria-expanded')).toBe('false');
    expect(onToggle.mock.calls).toEqual([[true], [false]]);
  });

  it('takes another collapsed height, e.g. 60 px for the legal notice', () => {
    const { root } = renderInShadow(<ExpansionItem collapsedHeight={60}>{longText}</ExpansionItem>);
    expect(root.querySelector<HTMLElement>('.sf-expansion__content')!.style.maxHeight).toBe('60px');
  });

  it('logs an invalid height and uses 96 px', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { root } = renderInShadow(<ExpansionItem collapsedHeight={-5}>{longText}</ExpansionItem>);
    expect(root.querySelector<HTMLElement>('.sf-expansion__content')!.style.maxHeight).toBe('96px');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"-5"'));
  });

  it('can start expanded, be controlled and use its own toggle labels', () => {
    const onToggle = vi.fn();
    const { getByRole, rerender } = renderInShadow(
      <ExpansionItem expanded={false} onToggle={onToggle} toggleLabels={{ more: 'Alles lesen', less: 'Kürzer' }}>
        {longText}
      </ExpansionItem>,
    );
    fireEvent.click(getByRole('button', { name: 'Alles lesen' }));
    expect(onToggle).toHaveBeenCalledWith(true);
    expect(getByRole('button', { name: 'Alles lesen' }).getAttribute('aria-expanded')).toBe('false');
    rerender(
      <ExpansionItem expanded onToggle={onToggle} toggleLabels={{ more: 'Alles lesen', less: 'Kürzer' }}>
        {longText}
      </ExpansionItem>,
    );
    expect(getByRole('button', { name: 'Kürzer' }).getAttribute('aria-expanded')).toBe('true');
    const initiallyOpen = renderInShadow(<ExpansionItem defaultExpanded>{longText}</ExpansionItem>);
    expect(initiallyOpen.getByRole('button', { name: 'Weniger anzeigen' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('expands when a link inside the clipped content gets focus', () => {
    const { getByRole } = renderInShadow(
      <ExpansionItem>
        {longText}
        <a href="/privacy">Datenschutz</a>
      </ExpansionItem>,
    );
    fireEvent.focusIn(getByRole('link', { name: 'Datenschutz' }));
    expect(getByRole('button', { name: 'Weniger anzeigen' }).getAttribute('aria-expanded')).toBe('true');
  });
});
