import { fireEvent } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInShadow } from '../../test-support/render';
import { Modal, type ModalSize } from './Modal';

function Opener({ size, withField = false }: { size?: ModalSize; withField?: boolean }) {
  const [open, setOpen] = useState(false);
  const fieldRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Vorschau öffnen
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        size={size}
        title="Vorschau"
        initialFocusRef={withField ? fieldRef : undefined}
        footer={<button type="button">Abmelden</button>}
      >
        <label>
          Datum <input ref={fieldRef} />
        </label>
      </Modal>
    </>
  );
}

function openModal(ui = <Opener />) {
  const view = renderInShadow(ui);
  const opener = view.getByRole('button', { name: 'Vorschau öffnen' });
  opener.focus();
  fireEvent.click(opener);
  return { ...view, opener, dialog: view.getByRole('dialog', { name: 'Vorschau' }) };
}

describe('Modal', () => {
  it('renders nothing while closed', () => {
    const { queryByRole } = renderInShadow(<Modal open={false} onClose={() => {}} title="Vorschau" />);
    expect(queryByRole('dialog')).toBeNull();
  });

  it('is a modal dialog named by its title, size M by default, and takes focus', () => {
    const { dialog, root } = openModal();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.dataset.size).toBe('M');
    expect(root.activeElement).toBe(dialog);
  });

  // The sizes of docs/specification.md (section 5), written out.
  it.each(['S', 'M', 'L'] as const)('renders size %s', (size) => {
    const { dialog } = openModal(<Opener size={size} />);
    expect(dialog.className).toContain(`sf-modal__dialog--${size}`);
  });

  it('logs an invalid size and falls back to M', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { dialog } = openModal(<Opener size={'XL' as 'M'} />);
    expect(dialog.dataset.size).toBe('M');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('modal size "XL"'));
  });

  it('focuses the initial focus element when given', () => {
    const { root, getByRole } = openModal(<Opener withField />);
    expect(root.activeElement).toBe(getByRole('textbox', { name: 'Datum' }));
  });

  it('closes on Escape and returns focus to the opener', () => {
    const { dialog, queryByRole, root, opener } = openModal();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(queryByRole('dialog')).toBeNull();
    expect(root.activeElement).toBe(opener);
  });

  it('closes on its close button and returns focus', () => {
    const { getByRole, queryByRole, root, opener } = openModal();
    fireEvent.click(getByRole('button', { name: 'Schließen' }));
    expect(queryByRole('dialog')).toBeNull();
    expect(root.activeElement).toBe(opener);
  });

  it('closes on a backdrop click but not on a click inside the dialog', () => {
    const { dialog, queryByRole, root, getByRole } = openModal();
    fireEvent.mouseDown(dialog);
    fireEvent.click(dialog);
    fireEvent.mouseDown(getByRole('textbox'));
    fireEvent.click(root.querySelector('.sf-modal')!);
    expect(queryByRole('dialog')).not.toBeNull();
    const backdrop = root.querySelector('.sf-modal')!;
    fireEvent.mouseDown(backdrop);
    fireEvent.click(backdrop);
    expect(queryByRole('dialog')).toBeNull();
  });

  it('keeps Tab focus inside: from the last control to the first and back', () => {
    const { getByRole, root, dialog } = openModal();
    const close = getByRole('button', { name: 'Schließen' });
    const logout = getByRole('button', { name: 'Abmelden' });
    logout.focus();
    fireEvent.keyDown(logout, { key: 'Tab' });
    expect(root.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(root.activeElement).toBe(logout);
    dialog.focus();
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(root.activeElement).toBe(logout);
  });

  it('does not touch the page body styles', () => {
    const before = document.body.getAttribute('style');
    openModal();
    expect(document.body.getAttribute('style')).toBe(before);
  });
});
