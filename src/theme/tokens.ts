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
  /* @__PURE__ */ designToken('color-text', '#1a1a1a', 'Text colour (keep 4.5:1 against the surfaces).'),
  /* @__PURE__ */ designToken('color-muted', '#4d4d4d', 'Secondary text colour.'),
  /* @__PURE__ */ designToken('color-primary', '#00406b', 'Buttons, links and accents.'),
  /* @__PURE__ */ designToken('color-primary-hover', '#002b49', 'Primary colour on hover.'),
  /* @__PURE__ */ designToken('color-on-primary', '#ffffff', 'Text on the primary colour.'),
  /* @__PURE__ */ designToken('color-border', '#767676', 'Borders of fields and boxes.'),
  /* @__PURE__ */ designToken('color-surface', '#ffffff', 'Background of fields, buttons and logos.'),
  /* @__PURE__ */ designToken('color-surface-alt', '#f3f3f3', "Alternative background (the footer's)."),
  /* @__PURE__ */ designToken('color-error', '#b00020', 'Error messages and states.'),
  /* @__PURE__ */ designToken('color-success', '#1b6e2a', 'Success messages.'),
  /* @__PURE__ */ designToken('color-warning', '#8a5300', 'Warnings.'),
  /* @__PURE__ */ designToken('color-info', '#00406b', 'Information notes.'),
  /* @__PURE__ */ designToken(
    'focus-ring',
    '0 0 0 3px #ffbf47',
    'Light inner ring of the keyboard focus (a box shadow), inside a 3px outline in the text colour.',
  ),
  /* @__PURE__ */ designToken('radius', '4px', 'Corner radius.'),
] as const;

/** The name the kit's CSS reads a token by (`--sf-color-primary` → `--_sf-color-primary`). */
export const resolvedToken = (name: string) => `--_${name.slice(2)}`;

const tokensCss = () => `:host,
.sf-kit {
${DESIGN_TOKENS.map((token) => `  ${resolvedToken(token.name)}: var(${token.name}, ${token.default});`).join('\n')}
}`;

export const TOKENS_CSS = /* @__PURE__ */ tokensCss();
