/** The awning's outline, 24 × 24 (even-odd fill): what the editors' buttons and the WordPress blocks show. */
export const STOREFRONT_ICON_PATH =
  'M4 4h16l1.5 5a3 3 0 0 1-2.5 2.96V20H5v-8.04A3 3 0 0 1 2.5 9L4 4Zm1.5 2-1 3.2a1 1 0 0 0 2 .3h.01a1 1 0 0 0 2 0 1 1 0 0 0 2 0 1 1 0 0 0 2 0 1 1 0 0 0 2 0 1 1 0 0 0 2 0 1 1 0 0 0 2-.3L18.5 6h-13ZM7 12v6h4v-4h2v4h4v-6a3 3 0 0 1-1-.17 3 3 0 0 1-2 .17 3 3 0 0 1-2-.17 3 3 0 0 1-2 .17 3 3 0 0 1-2-.17A3 3 0 0 1 7 12Z';

/** The form's button in both editors: a shop's awning over a counter, the kit's elements (24 × 24, in the text's colour). */
export const STOREFRONT_ICON = `<svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true"><path fill-rule="evenodd" d="${STOREFRONT_ICON_PATH}"/></svg>`;
