// `npm run build:demo`: demo/vite.gallery.config.ts's build, which fails on a warning as `npm run build` does.
import { build } from 'vite';
import { strictLogger } from './buildLog.mjs';

const { logger, failOnWarnings } = strictLogger();
await build({ configFile: 'demo/vite.gallery.config.ts', customLogger: logger, logLevel: 'warn' });
failOnWarnings('The demo build');
console.log('Built the demo: demo-dist/gallery.js, demo-dist/gallery.css, demo-dist/sites.json and demo-dist/elements.json.');
