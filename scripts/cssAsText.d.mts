import type { Plugin } from 'vite';

/** For Vite's module runner: a `?inline` style sheet import gives the sheet's text (scripts/cssAsText.mjs). */
export declare function cssAsText(): Plugin;
