// `npm run build:demo`: the gallery's build (vite.config.ts, mode "gallery"), which fails on a warning as `npm run build` does.
import { strictBuilds } from './buildLog.mjs';

const { build, failOnWarnings } = strictBuilds();
await build({ mode: 'gallery' });
failOnWarnings('The demo build');
console.log('Built the demo: demo-dist/gallery.js, demo-dist/gallery.css, demo-dist/sites.json and demo-dist/elements.json.');
