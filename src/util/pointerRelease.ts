// A message that appears on blur must not move the control the pointer is pressing: a press on
// the submit button blurs the e-mail field, and a message inserted above the button between
// mousedown and mouseup would move it away and lose the click. So a blur that a press caused
// defers its visible outcome until the press has ended and its click was dispatched.

let pressed = false;
const waiting: (() => void)[] = [];

function release() {
  pressed = false;
  if (waiting.length === 0) return;
  const callbacks = waiting.splice(0);
  // pointerup, mouseup and click are dispatched in one task: the next task comes after the click.
  setTimeout(() => {
    for (const callback of callbacks) callback();
  }, 0);
}

// Listening from the start: the press that causes a blur began before the blur's handler ran.
if (typeof window !== 'undefined') {
  const options = { capture: true, passive: true };
  window.addEventListener('pointerdown', () => (pressed = true), options);
  for (const type of ['pointerup', 'pointercancel', 'dragend'] as const) window.addEventListener(type, release, options);
}

/** Runs the callback now, or once the pointer press in progress ended (after its click). */
export function afterPointerRelease(callback: () => void): void {
  if (pressed) waiting.push(callback);
  else callback();
}
