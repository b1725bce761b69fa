// The demo's shared control bar: navigation, a site switcher for every site, and switches for
// a logged-in customer, staff preview cookies, the newsletter status and server faults. Every
// page loads the built module itself: <script type="module" src="/dist/storefront-elements.js">.
const PAGES = [
  ['/', 'Overview'],
  ['/gallery.html', 'Widget gallery'],
  ['/nl-signup.html', '<nl-signup>'],
  ['/shop-footer.html', '<shop-footer>'],
  ['/shop-layout.html', '<shop-layout>'],
  ['/configurator.html', 'Configurator'],
  ['/cms-editors.html', 'CMS editors'],
  ['/README.md', 'Documentation'],
  ['/preview-panel.html', '<preview-panel> & <session-keeper>'],
];
/** The tags of the kit's elements that take `site`, as one selector: what the site switcher switches (set from the catalogue when the bar is built). */
let siteElements = '';

const base64url = (value) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
/** An unsigned demo JWT: the elements decode tokens, they never verify them. */
export function demoToken(claims) {
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.demo`;
}

export function setCookie(name, value) {
  document.cookie = value == null ? `${name}=; path=/; max-age=0` : `${name}=${encodeURIComponent(value)}; path=/`;
}

export function getCookie(name) {
  const entry = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return entry ? decodeURIComponent(entry.slice(name.length + 1)) : undefined;
}

/** Sends settings to the fake backend; read to its end, so the page's network goes idle (a test's networkidle, the bench). */
export async function fake(settings) {
  const answer = await fetch('/__fake/settings', { method: 'POST', body: JSON.stringify(settings) });
  await answer.text();
}

export function currentSite() {
  return new URLSearchParams(location.search).get('site') ?? localStorage.getItem('demo-site') ?? 'DE';
}

/** Switches every element of the page to the site, remembers it, and tells the bar and the configurator. */
export function applySite(site) {
  localStorage.setItem('demo-site', site);
  if (siteElements) for (const element of document.querySelectorAll(siteElements)) element.setAttribute('site', site);
  document.dispatchEvent(new CustomEvent('demo-site', { detail: site }));
}

/** The site codes of the registry (src/sites/registry.ts), written by the demo build. */
async function siteCodes() {
  const codes = await fetch('/demo-dist/sites.json')
    .then((response) => (response.ok ? response.json() : null))
    .catch(() => null);
  if (codes) return codes;
  console.warn('[demo] /demo-dist/sites.json is missing: run `npm run build:demo`. Only the current site is offered.');
  return [currentSite()];
}

/** The elements that take `site`, from the catalogue the demo build writes (demo/catalogue.ts), so that a new element's examples switch too. */
async function elementsTakingSite() {
  const catalogue = await fetch('/demo-dist/elements.json')
    .then((response) => (response.ok ? response.json() : null))
    .catch(() => null);
  return (catalogue?.elements ?? [])
    .filter(({ attributes }) => attributes.some(({ name }) => name === 'site'))
    .map(({ tag }) => tag)
    .join(', ');
}

function option(value, label, selected) {
  const element = document.createElement('option');
  element.value = value;
  element.textContent = label;
  element.selected = selected;
  return element;
}

function labelled(text, control) {
  const label = document.createElement('label');
  label.append(text, ' ', control);
  return label;
}

async function buildBar() {
  const bar = document.createElement('header');
  bar.className = 'demo-bar';
  const nav = document.createElement('nav');
  nav.setAttribute('aria-label', 'Demo pages');
  for (const [href, text] of PAGES) {
    const link = document.createElement('a');
    link.href = href;
    link.textContent = text;
    if (location.pathname === href || (href === '/' && location.pathname === '/index.html')) link.setAttribute('aria-current', 'page');
    nav.append(link);
  }

  const controls = document.createElement('form');
  controls.className = 'demo-controls';
  controls.setAttribute('aria-label', 'Demo switches');
  controls.addEventListener('submit', (event) => event.preventDefault());

  const site = document.createElement('select');
  for (const code of await siteCodes()) site.append(option(code, code, code === currentSite()));
  site.addEventListener('change', () => applySite(site.value));
  // A page's own site picker (the configurator's) switches the site too: the bar shows it.
  document.addEventListener('demo-site', (event) => {
    site.value = event.detail;
  });

  const customer = document.createElement('input');
  customer.type = 'checkbox';
  customer.checked = Boolean(getCookie('loginToken'));
  customer.addEventListener('change', () => {
    const now = Math.floor(Date.now() / 1000);
    setCookie('loginToken', customer.checked ? demoToken({ exp: now + 3600, ren: now + 60, lid: true, sub: 'demo-customer' }) : null);
    location.reload();
  });

  const staff = document.createElement('input');
  staff.type = 'checkbox';
  staff.checked = Boolean(getCookie('previewAuthToken'));
  staff.addEventListener('change', () => {
    setCookie('previewAuthToken', staff.checked ? 'demo-staff-token' : null);
    location.reload();
  });

  const readState = () =>
    fetch('/__fake/state')
      .then((r) => r.json())
      .catch(() => ({ routes: [], faultKinds: [], faults: {} }));
  const state = await readState();
  const status = document.createElement('select');
  for (const value of ['', 'WAITING_FOR_DOI', 'SUBSCRIBED'])
    status.append(option(value, value || 'not subscribed', value === (state.newsletterStatus ?? '')));
  status.addEventListener('change', async () => {
    await fake({ newsletterStatus: status.value || null });
    location.reload();
  });

  // A fault is set per route: pick the route, then its fault ("no fault" clears it), then apply.
  let faults = state.faults ?? {};
  const route = document.createElement('select');
  for (const [index, name] of (state.routes ?? []).entries()) route.append(option(name, name, index === 0));
  const fault = document.createElement('select');
  fault.append(option('', 'no fault', true));
  for (const kind of state.faultKinds ?? []) fault.append(option(kind, kind, false));
  const showRouteFault = () => {
    fault.value = faults[route.value] ?? '';
  };
  route.addEventListener('change', showRouteFault);
  const activeFaults = document.createElement('output');
  activeFaults.setAttribute('aria-live', 'polite');
  const showActiveFaults = () => {
    const active = Object.entries(faults).map(([name, kind]) => `${name}: ${kind}`);
    activeFaults.textContent = active.length > 0 ? `Active faults: ${active.join(', ')}` : 'No active faults';
  };
  const apply = document.createElement('button');
  apply.type = 'button';
  apply.textContent = 'Apply fault';
  apply.addEventListener('click', async () => {
    await fake({ faults: { [route.value]: fault.value || null } });
    faults = (await readState()).faults ?? {};
    showActiveFaults();
  });
  showRouteFault();
  showActiveFaults();
  const reset = document.createElement('button');
  reset.type = 'button';
  reset.textContent = 'Reset backend';
  reset.addEventListener('click', async () => {
    await (await fetch('/__fake/reset', { method: 'POST' })).text();
    location.reload();
  });

  controls.append(
    labelled('Site', site),
    labelled('Logged-in customer', customer),
    labelled('Staff preview cookie', staff),
    labelled('Newsletter status', status),
    labelled('Fault on', route),
    labelled('Fault kind', fault),
    apply,
    reset,
    activeFaults,
  );
  // On phones the sticky bar is one line until opened, so it does not cover the page.
  const details = document.createElement('details');
  const summary = document.createElement('summary');
  summary.textContent = 'Demo pages and switches';
  details.open = !window.matchMedia('(max-width: 767px)').matches;
  details.append(summary, nav, controls);
  bar.append(details);
  document.body.prepend(bar);
  siteElements = await elementsTakingSite();
  applySite(currentSite());
}

buildBar();
