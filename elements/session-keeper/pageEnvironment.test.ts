// The page's visibility as the renewal machine reads it from the document.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentVisibility } from './pageEnvironment';

describe("the page's visibility, as the keeper reads it", () => {
  const showPage = (state: 'hidden' | 'visible') => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    document.dispatchEvent(new Event('visibilitychange'));
  };
  afterEach(() => showPage('visible'));

  it('is hidden exactly while the document says hidden, and tells each change until unsubscribed', () => {
    const listener = vi.fn();
    const unsubscribe = documentVisibility.subscribe(listener);
    showPage('hidden');
    expect(documentVisibility.isHidden()).toBe(true);
    showPage('visible');
    expect(documentVisibility.isHidden()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    showPage('hidden');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
