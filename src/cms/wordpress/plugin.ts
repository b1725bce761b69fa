// The WordPress plugin's names, which its build (vite.config.ts, scripts/build.mjs) and its code share.

/** The plugin's text domain, as its PHP header names it. */
export const TEXT_DOMAIN = 'storefront-elements';

/** Where the build writes the plugin, its folder named as WordPress names plugins: by their text domain. */
export const PLUGIN_FOLDER = `dist/wordpress/${TEXT_DOMAIN}`;
