/**
 * The `platform` cookie, one vocabulary for every block: a block that offers the views writes it,
 * others read it. `phone`, `smartphone` and `tablet` (any case) mean a phone or a
 * tablet; any other value (for example `CLASSIC`) or no cookie means a desktop.
 */
export const PLATFORM_COOKIE = 'platform';

const PHONE_OR_TABLET_VALUES: ReadonlySet<string> = new Set(['phone', 'smartphone', 'tablet']);

export function isPhoneOrTablet(platform: string | undefined): boolean {
  return PHONE_OR_TABLET_VALUES.has(platform?.trim().toLowerCase() ?? '');
}
