import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPointerRelease } from './pointerRelease';

describe('afterPointerRelease', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs at once when no pointer is pressed', () => {
    const callback = vi.fn();
    afterPointerRelease(callback);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it.each(['pointerup', 'pointercancel'])('waits during a press and runs in the task after its %s', (end) => {
    vi.useFakeTimers();
    const callback = vi.fn();
    window.dispatchEvent(new Event('pointerdown'));
    afterPointerRelease(callback);
    expect(callback).not.toHaveBeenCalled();
    window.dispatchEvent(new Event(end));
    expect(callback).not.toHaveBeenCalled(); // the click of this press comes first
    vi.runAllTimers();
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
