/**
 * Calls `apply` at once if `element` is out of the visitor's view (or the engine cannot tell),
 * else once it has left the view; returns a cancel. A change that would push painted content
 * (a strip inserted at the top, a block taken away) waits so that nothing moves under the
 * visitor's eyes, which is what layout stability asks.
 */
export function whenOutOfView(element: Element | null, apply: () => void): () => void {
  if (!element || typeof IntersectionObserver !== 'function') {
    apply();
    return () => undefined;
  }
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    apply();
  });
  observer.observe(element);
  return () => observer.disconnect();
}
