// The configurator (demo/pages/configurator.html): a CMS editor picks an element, its site, its
// attributes and a slot width, sees the element live and its events, and copies a snippet that
// loads the site's market file. The choices come from demo-dist/elements.json, which the demo build
// writes from the elements' declarations (demo/vite.gallery.config.ts).
import { applySite, currentSite } from '/assets/demo.js';

/** What a <shop-layout> holds in the configurator and in its snippet: one child per slot. */
const LAYOUT_CHILDREN = '<header slot="header">Header</header>\n  <p>The page</p>\n  <shop-footer slot="footer"></shop-footer>';
/** The reference page of each element (elements/<tag>/README.md), served by the demo server. */
const referenceOf = (tag) => `/elements/${tag}/README.md`;

const $ = (id) => document.getElementById(id);
const escapeAttribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const catalogue = await fetch('/demo-dist/elements.json').then((response) => {
  if (!response.ok) throw new Error('demo-dist/elements.json is missing: run `npm run build:demo`.');
  return response.json();
});
const askedFor = catalogue.elements.find(({ tag }) => tag === new URLSearchParams(location.search).get('element'));
const state = { tag: (askedFor ?? catalogue.elements[0]).tag, site: catalogue.sites[currentSite()] ? currentSite() : 'DE', values: {} };
const elementApi = () => catalogue.elements.find((element) => element.tag === state.tag);
const takesSite = () => elementApi().attributes.some((attribute) => attribute.name === 'site');
/** The event names the slot listens to (events bubble and cross the shadow root). */
const listened = new Set();
/** The live element's own errors (its `storefront-error` events) since its attributes last changed. */
let reported = [];

function option(value, label) {
  const element = document.createElement('option');
  element.value = value;
  element.textContent = label;
  return element;
}

/** One control per attribute of the element but `site` (the site picker above sets it). */
function attributeControl(attribute) {
  const id = `attribute-${attribute.name}`;
  const wrapper = document.createElement('div');
  wrapper.className = 'cf-attribute';
  const label = document.createElement('label');
  label.htmlFor = id;
  const hint = document.createElement('p');
  hint.className = 'cf-hint';
  hint.id = `${id}-hint`;
  hint.textContent = attribute.description;
  let control;
  if (attribute.type === 'boolean') {
    control = document.createElement('input');
    control.type = 'checkbox';
    control.addEventListener('change', () => setValue(attribute.name, control.checked));
    label.append(control, ` ${attribute.name}`);
    wrapper.append(label);
  } else {
    if (attribute.type === 'enum') {
      control = document.createElement('select');
      control.append(option('', `(not set: ${attribute.default})`), ...attribute.values.map((value) => option(value, value)));
    } else {
      control = document.createElement('input');
      control.placeholder = attribute.absentMeans ? `(not set: ${attribute.absentMeans})` : '(not set)';
      control.size = 28;
    }
    control.addEventListener(attribute.type === 'enum' ? 'change' : 'input', () => setValue(attribute.name, control.value));
    label.textContent = attribute.name;
    wrapper.append(label, control);
  }
  control.id = id;
  control.setAttribute('aria-describedby', hint.id);
  wrapper.append(hint);
  return wrapper;
}

function setValue(name, value) {
  forgetReportsOf(state.values[name]);
  state.values[name] = value;
  applyAttribute(name);
  refresh();
}

/** A changed value's reports are answered: the element's messages name the value they are about. */
function forgetReportsOf(oldValue) {
  if (typeof oldValue === 'string' && oldValue) reported = reported.filter((message) => !message.includes(`"${oldValue}"`));
}

/** The attributes as the page would write them: name and value (true for a bare boolean), unset ones left out. */
function chosenAttributes() {
  const chosen = takesSite() ? [['site', state.site]] : [];
  for (const attribute of elementApi().attributes) {
    const value = state.values[attribute.name];
    if (attribute.name === 'site' || value === undefined || value === false || value === '') continue;
    chosen.push([attribute.name, value]);
  }
  return chosen;
}

/** Mistakes the configurator can tell before the element does: a locale or an origin that cannot be one. */
function ownProblems() {
  const problems = [];
  const { locale } = state.values;
  if (locale) {
    try {
      Intl.getCanonicalLocales(locale);
    } catch {
      problems.push(`locale "${locale}" is not a language tag: write it as de, de-AT or fr-CH.`);
    }
  }
  for (const name of ['api-origin', 'asset-origin']) {
    const value = state.values[name];
    if (!value) continue;
    let url;
    try {
      url = new URL(value);
    } catch {}
    if (!url || !/^https?:$/.test(url.protocol) || url.origin !== value.replace(/\/$/, ''))
      problems.push(`${name} "${value}" is not an origin: write the scheme and host only, e.g. https://api.example.de.`);
    else if (name === 'api-origin' && !pageTrusts(url.origin))
      problems.push(
        `api-origin "${value}" is not trusted by this page, so the element makes no call to it. The snippet trusts it in your page's <head> (<meta name="storefront-api-origins" content="${url.origin}">); this demo page does not: its fake backend answers on ${location.origin}.`,
      );
  }
  return problems;
}

/** The kit's rule (docs/security.md): a page trusts its own origin and those its head's storefront-api-origins metas list. */
const pageTrusts = (origin) =>
  origin === location.origin ||
  [...document.head.querySelectorAll('meta[name="storefront-api-origins"]')].some((meta) =>
    (meta.getAttribute('content') ?? '').split(/\s+/).includes(origin),
  );

/** The element's tag as chosen, as it goes into the page (and into a rich-text editor's source view). */
function elementMarkup() {
  const attributes = chosenAttributes()
    .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escapeAttribute(String(value))}"`))
    .join('');
  const content = state.tag === 'shop-layout' ? `\n  ${LAYOUT_CHILDREN}\n` : '';
  return `<${state.tag}${attributes}>${content}</${state.tag}>`;
}

/** The files (beside the market file) of the chosen element's code, and of what its chosen booleans bring (the footer's sign-up). */
function preloadFiles(market) {
  const preloads = catalogue.preloads[market]?.[state.tag];
  if (!preloads) return [];
  const chosen = chosenAttributes().flatMap(([name, value]) => (value === true ? (preloads.withAttribute[name] ?? []) : []));
  return [...new Set([...preloads.files, ...chosen])];
}

function snippet() {
  const base = $('base').value.trim() || '/';
  const folder = base.endsWith('/') ? base : `${base}/`;
  const market = catalogue.sites[state.site];
  const head = [
    "<!-- in the page template's <head>, once per page -->",
    `<link rel="stylesheet" href="${escapeAttribute(`${folder}storefront-elements.css`)}">`,
    `<script type="module" src="${escapeAttribute(`${folder}markets/${market}`)}"></script>`,
  ];
  const preloads = preloadFiles(market);
  if (preloads.length)
    head.push(
      "<!-- optional: the element's code fetched with the page (the server entry's preloadLinks writes the same) -->",
      ...[`${market}`, ...preloads].map((file) => `<link rel="modulepreload" href="${escapeAttribute(`${folder}markets/${file}`)}">`),
    );
  const apiOrigin = state.values['api-origin'];
  if (apiOrigin) head.push(`<meta name="storefront-api-origins" content="${escapeAttribute(apiOrigin)}">`);
  return `${head.join('\n')}\n\n<!-- where the element goes -->\n${elementMarkup()}`;
}

function refresh() {
  $('snippet').textContent = snippet();
  const allowed = elementApi().editorAttributes;
  $('cms-tag').textContent = elementMarkup();
  $('cms-tinymce').textContent = `${state.tag}[${allowed.join('|')}]`;
  $('cms-drupal').textContent = `<${state.tag} ${allowed.join(' ')}>`;
  $('copied').textContent = '';
  const problems = [...ownProblems(), ...reported.map((message) => `The element reported: ${message}`)];
  $('problems').replaceChildren(
    ...(problems.length ? problems : ['None: the element takes these attributes as they are.']).map((text) => {
      const item = document.createElement('li');
      item.textContent = text;
      return item;
    }),
  );
}

function live() {
  return $('slot').firstElementChild;
}

function applyAttribute(name) {
  const element = live();
  const value = name === 'site' ? (takesSite() ? state.site : undefined) : state.values[name];
  if (value === undefined || value === false || value === '') element.removeAttribute(name);
  else element.setAttribute(name, value === true ? '' : value);
}

function logEvent(event) {
  if (event.type === 'view-change') event.preventDefault(); // the configurator stays: no cookie, no reload
  if (event.type === 'storefront-error') {
    reported.push(event.detail.message);
    refresh();
  }
  const entry = document.createElement('div');
  entry.textContent = `${event.type}${event.defaultPrevented ? ' (cancelled here, so the page stays)' : ''}: ${JSON.stringify(event.detail)}`;
  $('events').prepend(entry);
}

function showElement() {
  const api = elementApi();
  state.values = {};
  reported = [];
  $('description').textContent = api.description;
  const reference = document.createElement('a');
  reference.href = referenceOf(api.tag);
  reference.textContent = `Reference of <${api.tag}>`;
  $('reference').replaceChildren(reference, ': every attribute, property, event, part and custom property.');
  const controls = api.attributes.filter((attribute) => attribute.name !== 'site').map(attributeControl);
  $('attributes').replaceChildren($('attributes').firstElementChild, ...controls);
  const element = document.createElement(api.tag);
  if (api.tag === 'shop-layout') element.innerHTML = LAYOUT_CHILDREN;
  $('slot').replaceChildren(element);
  for (const { name } of api.events) {
    if (!listened.has(name)) $('slot').addEventListener(name, logEvent);
    listened.add(name);
  }
  applyAttribute('site');
  $('events').replaceChildren();
  refresh();
}

$('element').append(...catalogue.elements.map(({ tag }) => option(tag, `<${tag}>`)));
$('element').value = state.tag;
$('site').append(...Object.keys(catalogue.sites).map((site) => option(site, site)));
$('site').value = state.site;
$('element').addEventListener('change', () => {
  state.tag = $('element').value;
  showElement();
});
function chooseSite(site) {
  forgetReportsOf(state.site);
  state.site = site;
  $('site').value = site;
  applyAttribute('site');
  refresh();
}
// One site on the page: the configurator's picker and the demo bar's switcher set it alike.
$('site').addEventListener('change', () => applySite($('site').value));
document.addEventListener('demo-site', (event) => chooseSite(event.detail));
$('slot-width').addEventListener('change', () => {
  $('slot').style.maxWidth = $('slot-width').value;
});
$('base').addEventListener('input', refresh);
$('copy').addEventListener('click', async () => {
  try {
    await navigator.clipboard.writeText(snippet());
    $('copied').textContent = 'Copied.';
  } catch {
    getSelection().selectAllChildren($('snippet'));
    $('copied').textContent = 'Your browser did not allow copying: the snippet is selected, copy it with Ctrl+C.';
  }
});
showElement();
