/**
 * The kit's design tokens. A page themes by setting `--sf-<name>` on :root, on any wrapper or on
 * the element itself: the nearest wins, by inheritance. The kit's CSS reads `--_sf-<name>`, which
 * each element's host and the widget library's .sf-kit wrapper resolve from the public property or
 * the default; a default declared under the public name would hide every value set above the host.
 */
const designToken = (name: string, defaultValue: string, description: string) => ({
  name: `--sf-${name}`,
  default: defaultValue,
  description,
});

export const DESIGN_TOKENS = [
  designToken('color-text', '#1a1a1a', 'Text colour (keep 4.5:1 against the surfaces).'),
  designToken('color-muted', '#4d4d4d', 'Secondary text colour.'),
  designToken('color-primary', '#00406b', 'Buttons, links and accents.'),
  designToken('color-primary-hover', '#002b49', 'Primary colour on hover.'),
  designToken('color-on-primary', '#ffffff', 'Text on the primary colour.'),
  designToken('color-border', '#767676', 'Borders of fields and boxes.'),
  designToken('color-surface', '#ffffff', 'Background of fields, buttons and logos.'),
  designToken('color-surface-alt', '#f3f3f3', "Alternative background (the footer's)."),
  designToken('color-error', '#b00020', 'Error messages and states.'),
  designToken('color-success', '#1b6e2a', 'Success messages.'),
  designToken('color-warning', '#8a5300', 'Warnings.'),
  designToken('color-info', '#00406b', 'Information notes.'),
  designToken(
    'focus-ring',
    '0 0 0 3px #ffbf47',
    'Light inner ring of the keyboard focus (a box shadow), inside a 3px outline in the text colour.',
  ),
  designToken('radius', '4px', 'Corner radius.'),
] as const;

/** The name the kit's CSS reads a token by (`--sf-color-primary` → `--_sf-color-primary`). */
export const resolvedToken = (name: string) => `--_${name.slice(2)}`;

export const TOKENS_CSS = `:host,
.sf-kit {
${DESIGN_TOKENS.map((token) => `  ${resolvedToken(token.name)}: var(${token.name}, ${token.default});`).join('\n')}
}`;
