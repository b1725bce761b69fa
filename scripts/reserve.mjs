// The reserve stylesheet, dist/storefront-elements.css: a page puts it in its <head>, and each
// element's space is kept from the first paint, before the module runs (`:not(:defined)`), until
// its first render is on screen (`:state(sf-pending)`), so the text below never jumps.
//
// <nl-signup>'s height follows its own width the way the block lays itself out: below 767 px the
// image spans the block (4:3, scaled as the form's width) above the form, from 767 px beside it. The
// rest (title, field, notes, button) was measured per site and width by
// `node scripts/reserve.mjs --measure`, which writes elements/nl-signup/nl-signup.reserve.json: the
// widths at which that rest changes (a line more or less) and its height from there, in px at the
// visitor's default font size (16 px), written as em so that a larger default size scales it.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const HEIGHTS_FILE = 'elements/nl-signup/nl-signup.reserve.json';
/** Where the block puts its image beside the form (nl-signup.css). */
const IMAGE_BESIDE_FROM = 767;
const IMAGE_RATIO = 300 / 400;
const DEFAULT_FONT_PX = 16;

const em = (px) => `${Number((px / DEFAULT_FONT_PX).toFixed(4))}em`;
const siteSelector = (site, defaultSite) =>
  site === defaultSite ? `nl-signup:is([site=${site} i],:not([site]))` : `nl-signup[site=${site} i]`;
const WAITING = ':is(:not(:defined),:state(sf-pending))';

/**
 * The stylesheet's text from the measured heights. The ::before that holds the space exists only
 * while the element waits, so the per-site heights can be set on it in any state.
 */
export function reserveCss({ defaultSite, sites }) {
  const rules = [
    '/* storefront-elements: keeps each element\'s space until it shows its content (docs/on-your-page.md, "Reserve the space"). */',
    ':is(nl-signup,shop-footer,preview-panel,session-keeper):not(:defined){display:block}',
    // The layout's own column before the module runs: the footer at the bottom of a short page.
    'shop-layout:not(:defined){display:flex;flex-direction:column;min-height:var(--sf-layout-min-height,100vh)}',
    'shop-layout:not(:defined)>[slot=footer]{margin-top:auto}',
    // Once defined, the element's own sheet resets the host (all: initial !important) but for custom properties.
    `nl-signup${WAITING}{display:block;container-type:inline-size;--sf-reserve-container:inline-size;font-size:var(--sf-font-size,medium);line-height:1.5}`,
    `nl-signup${WAITING}::before{content:"";display:block;height:calc(var(--sf-reserve) + 100cqi*${IMAGE_RATIO})}`,
    `@container (min-width:${IMAGE_BESIDE_FROM}px){nl-signup${WAITING}::before{height:var(--sf-reserve)}}`,
  ];
  // Sites with the same heights share their rules; rules for the same width share their @container.
  const groups = new Map();
  for (const [site, bands] of Object.entries(sites)) {
    const key = JSON.stringify(bands);
    groups.set(key, [...(groups.get(key) ?? []), site]);
  }
  const byWidth = new Map();
  for (const [key, groupSites] of groups) {
    const selector = groupSites.map((site) => `${siteSelector(site, defaultSite)}::before`).join(',');
    for (const [from, height] of JSON.parse(key))
      byWidth.set(from, [...(byWidth.get(from) ?? []), `${selector}{--sf-reserve:${em(height)}}`]);
  }
  for (const [from, widthRules] of [...byWidth].sort(([a], [b]) => a - b))
    rules.push(from === 0 ? widthRules.join('\n') : `@container (min-width:${from}px){${widthRules.join('')}}`);
  return `${rules.join('\n')}\n`;
}

export const readHeights = () => JSON.parse(readFileSync(HEIGHTS_FILE, 'utf8'));

/** Measures the rest of <nl-signup>'s height per site at every width from 280 px (the narrowest it is made for) to 1440 px in the built all-sites module. */
async function measure() {
  const { chromium } = await import('playwright-core');
  const { startServer } = await import('../demo/server.mjs');
  const { CHROMIUM_ARGS, CHROMIUM_PATH } = await import('./chromium.mjs');
  const { runnerImport } = await import('vite');
  const { module: sites } = await runnerImport('./src/sites/sites.ts', { configFile: false, logLevel: 'silent' });
  const widths = Array.from({ length: 1440 - 280 + 1 }, (_, i) => 280 + i);
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><script type="module" src="/dist/storefront-elements.js"></script></head>
<body style="margin:0">${sites.SITES.map((site) => `<div style="width:1440px"><nl-signup site="${site}"></nl-signup></div>`).join('')}</body></html>`;
  const server = await startServer({ page: (url) => (url.pathname === '/measure.html' ? html : undefined) });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    const page = await browser.newPage({ viewport: { width: 1500, height: 900 } });
    await page.goto(`${server.url}/measure.html`);
    await page.waitForFunction(() =>
      [...document.querySelectorAll('nl-signup')].every((element) => element.shadowRoot?.querySelector('h2')),
    );
    const heights = await page.evaluate((widths) => {
      const result = {};
      for (const element of document.querySelectorAll('nl-signup'))
        result[element.getAttribute('site')] = widths.map((width) => {
          element.parentElement.style.width = `${width}px`;
          return element.getBoundingClientRect().height;
        });
      return result;
    }, widths);
    const bands = {};
    for (const [site, siteHeights] of Object.entries(heights)) {
      bands[site] = [];
      widths.forEach((width, i) => {
        const image = width < IMAGE_BESIDE_FROM ? width * IMAGE_RATIO : 0;
        const rest = Math.round(siteHeights[i] - image);
        if (bands[site].at(-1)?.[1] !== rest) bands[site].push([width, rest]);
      });
      bands[site][0][0] = 0;
    }
    const defaultSite = sites.defaultSiteOf(null);
    // One line per site, as the formatter (biome) keeps the file.
    const siteLines = Object.entries(bands).map(([site, b]) => `    ${JSON.stringify(site)}: ${JSON.stringify(b).replaceAll(',', ', ')}`);
    writeFileSync(HEIGHTS_FILE, `{\n  "defaultSite": ${JSON.stringify(defaultSite)},\n  "sites": {\n${siteLines.join(',\n')}\n  }\n}\n`);
    console.log(
      `Wrote ${HEIGHTS_FILE}: ${Object.entries(bands)
        .map(([site, b]) => `${site} ${b.length} bands`)
        .join(', ')}.`,
    );
  } finally {
    await browser.close();
    await server.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes('--measure')) await measure();
