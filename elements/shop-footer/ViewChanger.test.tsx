import { fireEvent } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPart } from './test-support';
import { ViewChanger } from './ViewChanger';

describe('ViewChanger', () => {
  it('offers the mobile version on CLASSIC and does nothing more when view-change is cancelled', () => {
    const reload = vi.spyOn(location, 'reload').mockImplementation(() => {});
    const { getByRole, emit } = renderPart(<ViewChanger platform="CLASSIC" />, { emitResult: false });
    fireEvent.click(getByRole('button', { name: 'Zur mobilen Version wechseln' }));
    expect(emit).toHaveBeenCalledExactlyOnceWith('view-change', { platform: 'phone' }, { cancelable: true });
    expect(document.cookie).toBe('');
    expect(reload).not.toHaveBeenCalled();
  });

  it('otherwise stores the choice in the platform cookie and reloads the page', () => {
    const reload = vi.spyOn(location, 'reload').mockImplementation(() => {});
    const { getByRole } = renderPart(<ViewChanger platform="CLASSIC" />);
    fireEvent.click(getByRole('button', { name: 'Zur mobilen Version wechseln' }));
    expect(document.cookie).toBe('platform=phone');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it.each(['phone', 'TABLET'] as const)('offers the desktop version on %s', (platform) => {
    vi.spyOn(location, 'reload').mockImplementation(() => {});
    const { getByRole, emit } = renderPart(<ViewChanger platform={platform} />);
    fireEvent.click(getByRole('button', { name: 'Zur Desktop-Version wechseln' }));
    expect(emit).toHaveBeenCalledExactlyOnceWith('view-change', { platform: 'CLASSIC' }, { cancelable: true });
    expect(document.cookie).toBe('platform=CLASSIC');
  });

  it("takes the content's texts over the locale's", () => {
    const texts = { toMobile: 'Mobile Ansicht', toDesktop: 'Desktop-Ansicht' };
    const { getByRole, rerender } = renderPart(<ViewChanger platform="CLASSIC" texts={texts} />);
    expect(getByRole('button').textContent).toBe('Mobile Ansicht');
    rerender(<ViewChanger platform="phone" texts={texts} />);
    expect(getByRole('button').textContent).toBe('Desktop-Ansicht');
  });

  it("speaks the element's language", () => {
    const { getByRole } = renderPart(<ViewChanger platform="CLASSIC" />, { site: 'CZ', locale: 'cs-CZ' });
    expect(getByRole('button').textContent).toBe('Přepnout na mobilní verzi');
  });
});
