// While React hydrates pre-rendered markup (in slices, as a transition), any of these events that
// reaches its root makes it finish the whole hydration at once, inside the event: a visitor's first
// click into a field, or first key, waits for all of it (a long task on a phone). Text typed into a
// field needs no script: the field takes it, and the element takes it over once hydrated, as it
// does for text typed before the module ran. So until the hydration is done, these events stop at
// the shadow root when they come from a text field; a button's or a link's still reach React,
// which hydrates at once to carry out the press.

/** Of the events on which React finishes a pending hydration at once (react-dom's replayable discrete events), those typing into a field brings. */
const HYDRATION_FORCING_EVENTS =
  'pointerdown pointerup mousedown mouseup touchstart touchend click keydown keypress keyup input textInput compositionstart compositionend paste change'.split(
    ' ',
  );

/** Input types that are not text a visitor types: a press on them needs the element's script. */
const NOT_TEXT = new Set(['button', 'submit', 'reset', 'image', 'checkbox', 'radio', 'file', 'color', 'range', 'hidden']);

// By name, not instanceof: the element may live in another window's realm (a CMS editor's frame).
const isTextField = (target: EventTarget | null): boolean => {
  const name = (target as Element | null)?.localName;
  return name === 'textarea' || (name === 'input' && !NOT_TEXT.has((target as HTMLInputElement).type));
};

/**
 * Keeps the events of the text fields in `root` (its own, not those of elements nested in it) from
 * React while it hydrates the markup; returns the release, to call once the hydration is in the document.
 */
export function typeWhileHydrating(root: ShadowRoot): () => void {
  const keep = (event: Event) => {
    if (isTextField(event.target)) event.stopPropagation();
  };
  for (const type of HYDRATION_FORCING_EVENTS) root.addEventListener(type, keep, { capture: true });
  return () => {
    for (const type of HYDRATION_FORCING_EVENTS) root.removeEventListener(type, keep, { capture: true });
  };
}
