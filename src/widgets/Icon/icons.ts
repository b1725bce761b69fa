import { circle as c, rect as r } from './shapes';

/**
 * Line icons on a 24 x 24 grid: [stroke path (2 px, round caps), optional filled path (even-odd)].
 * Drawn for this kit; the colour comes from `currentColor` unless the icon shows its own colour.
 */
export type IconPaths = readonly [stroke: string, fill?: string];

const circled = (inner: string) => c(12, 12, 9.5) + inner;

export const ICONS = {
  // topics
  coffee: [
    'M4 9h13v5a6 6 0 0 1-6 6h-1a6 6 0 0 1-6-6zM17 11h1.5a2.5 2.5 0 0 1 0 5H17M8 2.5c-1 1.5 1 2.5 0 4M12 2.5c-1 1.5 1 2.5 0 4M3 22h16',
  ],
  'coffee-subscription': [
    'M16.75 3.77A9.5 9.5 0 1 1 8.75 3.07M6.03 1.8l2.72 1.27-1.27 2.72M7.5 10h7v2.5a3 3 0 0 1-3 3h-1a3 3 0 0 1-3-3zM14.5 11h.5a1.5 1.5 0 0 1 0 3h-.5M10 6.5V8M12 6.5V8',
  ],
  'loyalty-beans': [
    'M5.3 18.7a8 5-45 0 1 11.4-11.4a8 5-45 0 1-11.4 11.4zM5.3 18.7C9 18 8 14 11 13s2-4.7 5.7-5.7M19.5 15v5M17 17.5h5M4 3v4M2 5h4',
  ],
  'coffee-stamps': [
    r(2, 5, 20, 14, 2),
    [
      [6.5, 10],
      [12, 10],
      [17.5, 10],
      [6.5, 14.5],
    ]
      .map(([x, y]) => c(x, y, 1.7))
      .join('') +
      [
        [12, 14.5],
        [17.5, 14.5],
      ]
        .map(([x, y]) => c(x, y, 1.8) + c(x, y, 1))
        .join(''),
  ],
  card: [r(2, 5, 20, 14, 2) + 'M2 10h20M6 15h4'],
  payment: [r(2, 6, 20, 12, 2) + c(12, 12, 2.5) + 'M6 12h.01M18 12h.01'],
  wishlist: ['M12 20s-8-4.5-8-10.5A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8 2.5C20 15.5 12 20 12 20z'],
  bag: ['M5 8h14l-1 13H6zM9 10V6a3 3 0 0 1 6 0v4'],
  receipt: ['M6 2h12v20l-2-1.5-2 1.5-2-1.5-2 1.5-2-1.5-2 1.5zM9 7h6M9 11h6M9 15h4'],
  barcode: ['M3 5v14M6 5v14M8 5v14M11.5 5v14M15 5v14M17 5v14M20.5 5v14'],
  assortment: [r(3, 3, 7.5, 7.5, 1.5) + r(13.5, 3, 7.5, 7.5, 1.5) + r(3, 13.5, 7.5, 7.5, 1.5) + r(13.5, 13.5, 7.5, 7.5, 1.5)],
  kitchen: ['M5 10v7a3 3 0 0 0 3 3h8a3 3 0 0 0 3-3v-7M3 10h18M5 10a7 3 0 0 1 14 0M12 7V5M10.5 5h3M2 13h3M19 13h3'],
  'living-furniture': [
    'M6 11V8a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v3M4 11a2 2 0 0 1 2 2v1h12v-1a2 2 0 0 1 4 0v5H2v-5a2 2 0 0 1 2-2zM5 18v2M19 18v2',
  ],
  'sport-hobby': ['M6 7v10M3 9.5v5M18 7v10M21 9.5v5M6 12h12'],
  kids: [
    c(12, 13.5, 6.5) +
      'M6.1 10.75a2.5 2.5 0 1 1 3.15-3.14M14.75 7.61a2.5 2.5 0 1 1 3.14 3.14M9.5 13h.01M14.5 13h.01M12 15.5h.01M10.5 17.2q1.5 1 3 0',
  ],
  men: ['M8 3l4 3 4-3 5 3-2 4-2-1v12H7V9l-2 1-2-4zM12 6l-1 2 1 6 1-6z'],
  women: ['M9.5 2v3L8 8l1.5 3h5L16 8l-1.5-3V2M9.5 5a3 2 0 0 0 5 0M9.5 11L5 21h14l-4.5-10'],
  sale: [
    'M2.5 3.5v8.2a1 1 0 0 0 .3.7l9.3 9.3a1 1 0 0 0 1.4 0l8.2-8.2a1 1 0 0 0 0-1.4L12.4 2.8a1 1 0 0 0-.7-.3H3.5a1 1 0 0 0-1 1zM10.5 15.5l5-5M11 11h.01M15 15h.01' +
      c(7, 7, 1.2),
  ],
  sustainability: ['M5 19C5 10 11 4 20 4c0 9-6 15-15 15zM4 20l8-8'],
  community: [c(9, 8, 3.5) + 'M2.5 20a6.5 6.5 0 0 1 13 0M15.5 5.3a2.8 2.8 0 1 1 1.5 5.5M17.5 14a5 5 0 0 1 4 5.5'],
  'service-help': [circled('M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17h.01')],
  'discount-shop': ['M3 9l1.5-5h15L21 9M3 9a3 3 0 0 0 6 0 3 3 0 0 0 6 0 3 3 0 0 0 6 0M4.5 11v9h15v-9M9.5 17.5l5-5M10 13h.01M14 17h.01'],
  birthday: [
    'M4 21v-8a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v8M2 21h20M4 15.5c1.3 1 2.7 1 4 0s2.7-1 4 0 2.7 1 4 0 2.7-1 4 0M12 11V7M12 2.5c1 1 1.5 2 0 3-1.5-1-1-2 0-3z',
  ],
  'mobile-app': [r(6, 2, 12, 20, 2) + 'M11 18h2'],
  // interface
  'link-up': ['M7 17L17 7M8 7h9v9'],
  'arrow-right': ['M4 12h16M14 6l6 6-6 6'],
  'chevron-down': ['M6 9l6 6 6-6'],
  'chevron-up': ['M6 15l6-6 6 6'],
  close: ['M6 6l12 12M18 6L6 18'],
  check: ['M4 12.5l5 5L20 6.5'],
  warning: ['M12 3L2 20.5h20zM12 9.5v5M12 17.5h.01'],
  info: [circled('M12 11v6M12 7.5h.01')],
  error: [circled('M12 7.5V13M12 16.5h.01')],
  success: [circled('M7.5 12.5l3 3 6-6')],
  eye: ['M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z' + c(12, 12, 3)],
  'eye-off': ['M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zM3 3l18 18' + c(12, 12, 3)],
  delivery: ['M4 16.5H2V6h12v10.5M8 16.5h7M14 9h4.5l2.5 3.5v4h-1' + c(6, 16.5, 2) + c(17, 16.5, 2)],
  'store-pickup': ['M3 8.5L4.5 4h15L21 8.5M3 8.5a3 3 0 0 0 6 0 3 3 0 0 0 6 0 3 3 0 0 0 6 0M5 11v9h14v-9M10 20v-5h4v5'],
  returns: ['M9 14L4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11'],
  contact: ['M5 4h14a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2h-9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zM8 10.5h.01M12 10.5h.01M16 10.5h.01'],
  mail: [r(2, 5, 20, 14, 2) + 'M3 6.5l9 7 9-7'],
  phone: ['M5 3h3.5l2 5-2.5 1.5a11 11 0 0 0 6.5 6.5l1.5-2.5 5 2V19a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2z'],
  calendar: [r(3, 5, 18, 16, 2) + 'M3 10h18M8 3v4M16 3v4'],
  clock: [circled('M12 7v5l3.5 2')],
  globe: [circled('M2.5 12h19M12 2.5c2.5 2.6 3.8 5.8 3.8 9.5s-1.3 6.9-3.8 9.5c-2.5-2.6-3.8-5.8-3.8-9.5S9.5 5.1 12 2.5z')],
  external: ['M14 3h7v7M21 3l-9 9M19 14v5a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2h5'],
  // social networks and app stores
  facebook: [
    '',
    c(12, 12, 10) + 'M13.5 21.9v-7.4h2.6l.4-3h-3V9.6c0-.9.3-1.5 1.5-1.5h1.6V5.4a21 21 0 0 0-2.3-.1c-2.3 0-3.9 1.4-3.9 4v2.2H8v3h2.6v7.4z',
  ],
  instagram: [r(3, 3, 18, 18, 5) + c(12, 12, 4) + 'M17.2 6.8h.01'],
  youtube: [
    '',
    'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3z',
  ],
  pinterest: [circled('M10 20.5l2.3-10M10.8 15.5c.6.3 1.3.5 2.2.5 2.5 0 4-2 4-4.5s-1.8-4-4.5-4S7.5 9.3 7.5 12c0 1 .3 1.8.8 2.4')],
  tiktok: ['', 'M16.5 3c.3 2.2 1.7 3.7 4 3.9v3c-1.5 0-2.9-.4-4-1.2v6.3a5.5 5.5 0 1 1-5.5-5.5c.3 0 .7 0 1 .1v3.1a2.5 2.5 0 1 0 1.5 2.3V3z'],
  x: ['M20 3l-6.8 7.5M10.8 13.5L4 21', 'M3 3h5.3l12.7 18h-5.3z'],
  linkedin: [
    '',
    r(2, 2, 20, 20, 2.5) +
      c(7, 7, 1.6) +
      'M5.5 10h3v8.5h-3zM10.5 10h2.9v1.3c.5-.9 1.6-1.5 2.9-1.5 2.3 0 3.2 1.4 3.2 3.9v4.8h-3v-4.3c0-1.1-.3-1.9-1.4-1.9s-1.6.8-1.6 1.9v4.3h-3z',
  ],
  apple: [
    '',
    'M16.4 12.6c0-2.5 2-3.6 2.1-3.7-1.2-1.7-3-1.9-3.6-2-1.5-.2-3 .9-3.7.9-.8 0-2-.9-3.3-.8a4.9 4.9 0 0 0-4.1 2.5c-1.8 3.1-.5 7.6 1.3 10.1.8 1.2 1.8 2.6 3.1 2.5 1.2 0 1.7-.8 3.2-.8s1.9.8 3.2.8c1.3 0 2.2-1.2 3-2.4.9-1.4 1.3-2.7 1.3-2.8-.1 0-2.5-1-2.5-4.3zM14 5.2c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1.1.1 2.1-.6 2.8-1.4z',
  ],
  'google-play': ['M5 3.5v17a1 1 0 0 0 1.5.9l14-8.1a1 1 0 0 0 0-1.7l-14-8.1A1 1 0 0 0 5 3.5zM5.5 3.5l9.5 8.5-9.5 8.5'],
} satisfies Record<string, IconPaths>;

export type LineIconName = keyof typeof ICONS;

/** The colour an icon shows with `currentColor` off: brand colours, state colours, else the primary colour. */
export const OWN_COLOURS: Partial<Record<LineIconName, string>> = {
  warning: 'var(--_sf-color-warning)',
  error: 'var(--_sf-color-error)',
  success: 'var(--_sf-color-success)',
  info: 'var(--_sf-color-info)',
  facebook: '#1877f2',
  instagram: '#c13584',
  youtube: '#e00000',
  pinterest: '#e60023',
  linkedin: '#0a66c2',
  'google-play': '#01875f',
  tiktok: '#000000',
  x: '#000000',
  apple: '#000000',
};
