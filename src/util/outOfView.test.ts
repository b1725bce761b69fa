import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenOutOfView } from './outOfView';

/** An IntersectionObserver whose reports the test makes. */
function stubObserver() {
  const observers: { callback: IntersectionObserverCallback; targets: Element[]; disconnected: boolean }[] = [];
  class FakeObserver {
    readonly #record: (typeof observers)[number];
    constructor(callback: IntersectionObserverCallback) {
      this.#record = { callback, targets: [], disconnected: false };
      observers.push(this.#record);
    }
    observe(target: Element) {
      this.#record.targets.push(target);
    }
    disconnect() {
      this.#record.disconnected = true;
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  const report = (element: Element, isIntersecting: boolean) => {
    for (const observer of observers)
      if (!observer.disconnected && observer.targets.includes(element))
        observer.callback([{ target: element, isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
  };
  return { observers, report };
}

afterEach(() => vi.unstubAllGlobals());

describe('whenOutOfView', () => {
  it('applies at once when the element is out of view', () => {
    const { report } = stubObserver();
    const element = document.createElement('footer');
    const apply = vi.fn();
    whenOutOfView(element, apply);
    report(element, false);
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('waits while the element is in view, and applies once, when it has left', () => {
    const { observers, report } = stubObserver();
    const element = document.createElement('footer');
    const apply = vi.fn();
    whenOutOfView(element, apply);
    report(element, true);
    expect(apply).not.toHaveBeenCalled();
    report(element, false);
    report(element, false);
    expect(apply).toHaveBeenCalledTimes(1);
    expect(observers[0].disconnected).toBe(true);
  });

  it('never applies once cancelled', () => {
    const { report } = stubObserver();
    const element = document.createElement('footer');
    const apply = vi.fn();
    const cancel = whenOutOfView(element, apply);
    report(element, true);
    cancel();
    report(element, false);
    expect(apply).not.toHaveBeenCalled();
  });

  it('applies at once without an element, or where the engine cannot tell', () => {
    const apply = vi.fn();
    whenOutOfView(null, apply);
    expect(apply).toHaveBeenCalledTimes(1);
    vi.stubGlobal('IntersectionObserver', undefined);
    whenOutOfView(document.createElement('footer'), apply);
    expect(apply).toHaveBeenCalledTimes(2);
  });
});
