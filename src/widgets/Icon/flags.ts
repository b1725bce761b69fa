import { circle, rect, star } from './shapes';

/** Flags on the 24 x 24 grid as [colour, path] layers; the first layer is the whole flag. */
export type FlagLayers = readonly (readonly [colour: string, path: string])[];

// A 22 x 14 field (about 3:2), centred; the Swiss flag is square.
const X = 1;
const Y = 5;
const W = 22;
const H = 14;
const field = () => rect(X, Y, W, H);
const third = (index: number) => rect(X, Y + (H / 3) * index, W, H / 3);
const half = (index: number) => rect(X, Y + (H / 2) * index, W, H / 2);
const stripes = (top: string, middle: string, bottom: string): FlagLayers => [
  [top, field()],
  [middle, third(1)],
  [bottom, third(2)],
];

const euStars = () =>
  Array.from({ length: 12 }, (_, i) => {
    const angle = (i * 30 * Math.PI) / 180;
    return star(12 + 4.6 * Math.sin(angle), 12 - 4.6 * Math.cos(angle), 0.9);
  }).join('');

/**
 * Each flag's layers, drawn when a flag is rendered: the geometry is work a page's module
 * evaluation need not do.
 */
export const FLAGS = {
  'flag-at': () => [
    ['#c8102e', field()],
    ['#ffffff', third(1)],
  ],
  'flag-ch': () => [
    ['#da291c', rect(5, 5, 14, 14)],
    ['#ffffff', rect(7.63, 10.69, 8.75, 2.63) + rect(10.69, 7.63, 2.63, 8.75)],
  ],
  'flag-cz': () => [
    ['#ffffff', field()],
    ['#d7141a', half(1)],
    ['#11457e', `M${X} ${Y}L12 12L${X} ${Y + H}z`],
  ],
  'flag-de': () => stripes('#000000', '#dd0000', '#ffce00'),
  'flag-eu': () => [
    ['#003399', field()],
    ['#ffcc00', euStars()],
  ],
  'flag-hu': () => stripes('#cd2a3e', '#ffffff', '#436f4d'),
  'flag-pl': () => [
    ['#ffffff', field()],
    ['#dc143c', half(1)],
  ],
  'flag-si': () => [
    ...stripes('#ffffff', '#005da4', '#ed1c24'),
    ['#ed1c24', 'M5 6.6h4.4v3.6a2.2 2.2 0 0 1-4.4 0z'],
    ['#005da4', 'M5.5 7.1h3.4v3.1a1.7 1.7 0 0 1-3.4 0z'],
    ['#ffffff', 'M5.6 10.4l1.6-2 1.6 2a1.7 1.5 0 0 1-3.2 0z'],
    ['#ffdd00', star(6.4, 7.8, 0.35) + star(7.9, 7.8, 0.35)],
  ],
  'flag-sk': () => [
    ...stripes('#ffffff', '#0b4ea2', '#ee1c25'),
    ['#ffffff', 'M4.2 7.1h6.6v5.3c0 2.2-1.5 3.5-3.3 4.2-1.8-.7-3.3-2-3.3-4.2z'],
    ['#ee1c25', 'M4.8 7.7h5.4v4.7c0 1.8-1.2 2.9-2.7 3.5-1.5-.6-2.7-1.7-2.7-3.5z'],
    ['#ffffff', rect(7.2, 8.3, 0.6, 5) + rect(6.4, 9.2, 2.2, 0.5) + rect(5.9, 10.6, 3.2, 0.5)],
    ['#0b4ea2', 'M4.9 13.6a1.3 1.2 0 0 1 2.6-.2 1.3 1.2 0 0 1 2.6.2c-.3.9-1.3 1.7-2.6 2.2-1.3-.5-2.3-1.3-2.6-2.2z'],
  ],
  'flag-tr': () => [
    ['#e30a17', field()],
    ['#ffffff', circle(9.5, 12, 4.2)],
    ['#e30a17', circle(10.6, 12, 3.4)],
    ['#ffffff', star(14.2, 12, 1.6, -90)],
  ],
} satisfies Record<string, () => FlagLayers>;

export type FlagName = keyof typeof FLAGS;
