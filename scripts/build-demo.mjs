// `npm run build:demo`: demo/vite.gallery.config.ts's build, which fails on a warning as `npm run build` does.
import { strictBuilds } from './buildLog.mjs';

const { build, failOnWarnings } = strictBuilds();
await build({ configFile: 'demo/vite.gallery.config.ts' });
failOnWarnings('The demo build');
console.log('Built the demo: demo-dist/gallery.js, demo-dist/gallery.css, demo-dist/sites.json and demo-dist/elements.json.');
