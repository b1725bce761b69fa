import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';

/** How long a ripple stays (the specification asks for at least 250 ms). */
export const RIPPLE_MS = 450;

interface Ripple {
  id: number;
  x: number;
  y: number;
  size: number;
}

/**
 * Ink ripples for a button: `start` spawns one at the click point (the centre for a keyboard
 * click) and it is removed once its animation is over.
 */
export function useRipple() {
  const [ripples, setRipples] = useState<Ripple[]>([]);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const nextId = useRef(0);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const start = useCallback((event: MouseEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const size = Math.max(box.width, box.height) * 2;
    const byPointer = event.detail > 0 && (event.clientX !== 0 || event.clientY !== 0);
    const x = byPointer ? event.clientX - box.left : box.width / 2;
    const y = byPointer ? event.clientY - box.top : box.height / 2;
    const id = nextId.current++;
    setRipples((current) => [...current, { id, x, y, size }]);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setRipples((current) => current.filter((ripple) => ripple.id !== id));
    }, RIPPLE_MS);
    timers.current.add(timer);
  }, []);

  const ink = ripples.map(({ id, x, y, size }) => (
    <span
      key={id}
      className="sf-ripple"
      aria-hidden="true"
      style={{ left: x - size / 2, top: y - size / 2, width: size, height: size, animationDuration: `${RIPPLE_MS}ms` }}
    />
  ));

  return { start, ink };
}
