// What a bench run measures and how often: the environment's choices (docs/benchmark.md).

/** Loads per figure: BENCH_RUNS, at least 7. */
export const RUNS = Math.max(7, Number(process.env.BENCH_RUNS ?? 7));

/** The middle value (the upper one of an even count). */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The page shapes load the German market module (the shop's most common page) from DIST, by default
 * this checkout's dist/; BENCH_DIST names another build's (an earlier commit's, for a before-and-after).
 */
export const DIST = process.env.BENCH_DIST ?? 'dist';
export const SHAPE_MODULE = `${DIST}/markets/storefront-elements.de.js`;
export const SHAPE_RESERVE = `${DIST}/storefront-elements.css`;
export const SHAPE_SERVER = `${DIST}/server.js`;
/**
 * BENCH_SHAPES and BENCH_SIZES (comma-separated parts of names, e.g. `keeper (no sign-up),sign-up above`
 * and `412x915`) measure only those page shapes and sizes; all of each by default.
 */
export const chosen = (variable) => (item) =>
  !process.env[variable] || process.env[variable].split(',').some((part) => item.name.includes(part.trim()));
