/** Password strength minimum length (docs/specification.md, section 9). */
export const PASSWORD_MIN_LENGTH = 8;

export type PasswordStrength = 0 | 1 | 2 | 3;

// Unicode classes, so Ł, Ş or Ž count as upper case in the shop's languages.
const CHARACTER_CLASSES = [/\p{Ll}/u, /\p{Nd}/u, /\p{Lu}/u];

/**
 * 0 below 8 characters; otherwise how many of lower case, digit and upper case appear (0 to 3).
 * Characters are counted as a person sees them (code points), so an emoji is one character.
 */
export function passwordStrength(value: string): PasswordStrength {
  if ([...value].length < PASSWORD_MIN_LENGTH) return 0;
  return CHARACTER_CLASSES.filter((pattern) => pattern.test(value)).length as PasswordStrength;
}
