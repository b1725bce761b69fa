// What the elements import: the library's widgets, and the unmasked text field they render.
export * from './library';
export { PlainTextField } from './TextField/TextFieldBase';
