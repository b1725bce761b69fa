// When an element renders: near the viewport, when the page is idle, at the first pointer or focus
// on pre-rendered markup, and, after its code failed to load, at the next interaction. Each waits
// until its moment and returns a cancel.

/** Calls `render` once `element` is within about one viewport of the visible page, or the page is idle; returns a cancel. */
export function whenNearOrIdle(element: Element, render: () => void): () => void {
  let done = false;
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && go(), {
    rootMargin: '100% 0px',
  });
  const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, IDLE_FALLBACK_MS));
  const cancelIdle = window.cancelIdleCallback ?? clearTimeout;
  const idleHandle = idle(() => go());
  function cancel() {
    done = true;
    observer.disconnect();
    cancelIdle(idleHandle as number);
  }
  function go() {
    if (done) return;
    cancel();
    render();
  }
  observer.observe(element);
  return cancel;
}

/** Where the engine has no idle callbacks (Safari), how long after connecting an element far below renders anyway. */
const IDLE_FALLBACK_MS = 500;

/** The interactions that wake a pre-rendered element at once: the pointer or the focus reaching it. */
const WAKING_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

/** Calls `wake` on the first pointer or focus that reaches `element`; returns a cancel. */
export function onFirstInteraction(element: Element, wake: () => void): () => void {
  const listener = () => wake();
  for (const type of WAKING_EVENTS) element.addEventListener(type, listener, { once: true, passive: true });
  return () => {
    for (const type of WAKING_EVENTS) element.removeEventListener(type, listener);
  };
}

/** The interactions after which an element whose code did not load tries again; and the page coming back online. */
const RETRY_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

/** Calls `retry` once, at the next pointer or focus reaching `element` or when the page is back online; returns a cancel. */
export function onRetryTrigger(element: Element, retry: () => void): () => void {
  const listener = () => {
    cancel();
    retry();
  };
  const cancel = () => {
    for (const type of RETRY_EVENTS) element.removeEventListener(type, listener);
    window.removeEventListener('online', listener);
  };
  for (const type of RETRY_EVENTS) element.addEventListener(type, listener, { passive: true });
  window.addEventListener('online', listener);
  return cancel;
}
