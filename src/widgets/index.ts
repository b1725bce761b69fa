// What the elements import: the library's widgets, and the unmasked text field they render.
export * from './library';
export { PlainTextField, PLAIN_TEXT_FIELD_TYPES } from './TextField/TextFieldBase';
export { RIPPLE_MS } from './Button/useRipple';
