import { readFileSync } from 'node:fs';

// The pages of the three-engine suite. The shop page sits in a frame of the host page, so that
// every engine lays it out at 375 and at 1280 px (MiniBrowser's window is never narrower than
// 447 px), and clicks are real pointer events at the host page's coordinates of a control.

/** Records what a developer would see in the console: errors, warnings, uncaught exceptions. */
const PROBLEM_RECORDER = `<script>
window.problems = [];
for (const level of ['error', 'warn']) {
  const original = console[level].bind(console);
  console[level] = (...args) => { problems.push(level + ': ' + args.map(String).join(' ')); original(...args); };
}
addEventListener('error', (event) => problems.push('uncaught: ' + event.message));
addEventListener('unhandledrejection', (event) => problems.push('unhandled rejection: ' + event.reason));
window.statuses = [];
document.addEventListener('session-status', (event) => statuses.push(event.detail.status));
</script>`;

function shopDocument(module: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shop</title>
<meta name="viewport" content="width=device-width, initial-scale=1">${PROBLEM_RECORDER}
<script type="module" src="/dist/markets/storefront-elements.${module}.js"></script></head>
<body style="margin:0">${body}</body></html>`;
}

/** A shop page as a market loads its file: every element without `site`, text around them. */
export function shopPage(module: string): string {
  return shopDocument(
    module,
    `<main style="padding:0 16px"><h1>Kaffee &amp; Haushalt</h1>
<p>Text above the sign-up block, as on a landing page of the shop, long enough to wrap on a phone.</p>
<nl-signup origin-addition="landing-page"></nl-signup>
<p>Text below the sign-up block: it must not move or be covered.</p></main>
<shop-footer></shop-footer><preview-panel></preview-panel>`,
  );
}

/**
 * A shop page built from the pre-rendered fragments of dist/html/ (docs/prerendered.md):
 * the sign-up and the footer of the module's first site, their markup in the HTML; with
 * `script: false`, no module.
 */
export function prerenderedPage(module: string, site: string, script: boolean): string {
  const fragment = (name: string) => readFileSync(`dist/html/${module}/${name}.${site}.html`, 'utf8');
  const body = `<main style="padding:0 16px"><h1>Kaffee &amp; Haushalt</h1>${fragment('nl-signup')}
<p>Text below the sign-up block.</p></main>${fragment('shop-footer')}`;
  const page = shopDocument(module, body);
  return script ? page : page.replace(/<script type="module"[^>]*><\/script>/, '');
}

/** Where the failing-chunk page loads its market module from: the build's dist/markets/, with the sign-up's view failing. */
export const FAILING_MARKETS = '/engines/failing/markets/';

/**
 * The pre-rendered sign-up of the module's first site, its module from FAILING_MARKETS (where the
 * sign-up's view chunk fails at the first try), recording the page's storefront-error events.
 */
export function failingChunkPage(module: string, site: string): string {
  return prerenderedPage(module, site, true)
    .replace('/dist/markets/', FAILING_MARKETS)
    .replace(
      '<script type="module"',
      `<script>window.kitErrors = []; document.addEventListener('storefront-error', (event) => kitErrors.push(event.detail));</script><script type="module"`,
    );
}

/**
 * The test server's answer for a file under FAILING_MARKETS: the build's file, but a 404 for the
 * sign-up's view chunk unless it is asked for again (`?retry=N`, the module's next try).
 */
export function failingMarketsFile(url: URL): { body: string; headers: Record<string, string>; status?: number } {
  const file = url.pathname.slice(FAILING_MARKETS.length);
  if (!/^(chunks\/)?[\w.-]+\.js$/.test(file)) return { status: 404, body: 'Not found', headers: { 'Content-Type': 'text/plain' } };
  if (/^chunks\/nl-signup\.view-[\w-]+\.js$/.test(file) && !url.searchParams.has('retry'))
    return { status: 404, body: 'Not found', headers: { 'Content-Type': 'text/plain' } };
  return { body: readFileSync(`dist/markets/${file}`, 'utf8'), headers: { 'Content-Type': 'text/javascript' } };
}

/** The widths of the slots the reserve page puts the sign-up in: a sidebar and a content column. */
export const RESERVE_SLOT_WIDTHS = [300, 600] as const;

/**
 * A shop page with the reserve stylesheet and no module yet (the test adds it): the sign-up in a
 * slot of each width, side by side, each followed by text. The page's font is the one the heights
 * were measured in (Chromium's default, Times New Roman's metrics): Firefox and WebKit on Linux
 * default to DejaVu, whose wider letters wrap the sign-up's texts into more lines.
 */
export function reservePage(module: string): string {
  const slots = RESERVE_SLOT_WIDTHS.map(
    (width) => `<div style="width:${width}px;flex:none"><nl-signup></nl-signup><p class="after">Text below the sign-up block.</p></div>`,
  ).join('');
  return shopDocument(
    module,
    `<div style="display:flex;align-items:flex-start;gap:24px;font-family:'Times New Roman'">${slots}</div>`,
  ).replace(/<script type="module"[^>]*><\/script>/, '<link rel="stylesheet" href="/dist/storefront-elements.css">');
}

export function keeperPage(module: string): string {
  return shopDocument(module, '<p>A logged-in shopper’s page.</p><session-keeper></session-keeper>');
}

/**
 * The host page: a frame for the shop page and the helpers the tests call. A path is a list of
 * selectors, each but the last one's element holding the next in its shadow root.
 */
export const HOST_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Engines</title></head>
<body style="margin:0"><iframe id="shop" title="Shop page" style="border:0;display:block;width:1280px;height:760px"></iframe>
<script>
const frame = document.getElementById('shop');
const COOKIES = ['loginToken', 'longTermToken', 'XSRF-TOKEN', 'previewAuthToken', 'previewLoginToken'];
window.shop = {
  load(url, width, cookies) {
    for (const name of COOKIES) document.cookie = name + '=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    for (const [name, value] of Object.entries(cookies)) document.cookie = name + '=' + value + '; path=/';
    localStorage.clear();
    frame.style.width = width + 'px';
    // Without the renewal records an earlier page stored. A page that opens the database while the
    // deletion is pending waits for it, so the page loads at once (WebKit may never report the deletion).
    indexedDB.deleteDatabase('storefront-elements');
    frame.src = url;
  },
  doc: () => frame.contentDocument,
  find(path) {
    let scope = frame.contentDocument;
    let node = null;
    for (const selector of path) {
      if (!scope) return null;
      node = scope.querySelector(selector);
      scope = node && node.shadowRoot;
    }
    return node;
  },
  text: (path) => (shop.find(path) ? shop.find(path).textContent : null),
  /** Scrolls a control to the middle of the frame's view, unless all of it is in view already. */
  reveal(path) {
    const node = shop.find(path);
    if (!node) return;
    const box = node.getBoundingClientRect();
    const view = frame.contentDocument.documentElement;
    if (box.top < 0 || box.left < 0 || box.bottom > view.clientHeight || box.right > view.clientWidth) node.scrollIntoView({ block: 'center' });
  },
  /** The centre of a control in the host page's viewport, where it is now (no scrolling). */
  point(path) {
    const node = shop.find(path);
    if (!node) return null;
    const box = node.getBoundingClientRect();
    const offset = frame.getBoundingClientRect();
    return { x: offset.left + box.left + box.width / 2, y: offset.top + box.top + box.height / 2 };
  },
  /** What a visitor sees on top at a point of the frame, through shadow roots: its class and background. */
  topmostAt(x, y) {
    let node = frame.contentDocument.elementFromPoint(x, y);
    while (node && node.shadowRoot) {
      const inner = node.shadowRoot.elementFromPoint(x, y);
      if (!inner || inner === node) break;
      node = inner;
    }
    return node ? { className: node.className, background: getComputedStyle(node).backgroundColor } : null;
  },
  /**
   * From now on, what each press reaches inside the frame (the innermost target through shadow roots)
   * and where focus goes: a failing flow says whether its click reached the control it aimed at.
   */
  recordPresses() {
    const doc = frame.contentDocument;
    const view = doc.defaultView;
    if (view.presses) {
      view.presses.length = 0;
      return;
    }
    view.presses = [];
    const name = (node) => {
      if (node.nodeType !== 1) return node.nodeName;
      const field = node.getAttribute('name');
      const kind = typeof node.className === 'string' ? node.className.split(' ')[0] : '';
      return node.localName + (field ? '[name=' + field + ']' : '') + (kind ? '.' + kind : '');
    };
    for (const type of ['pointerdown', 'pointerup', 'click', 'focusin', 'focusout'])
      doc.addEventListener(type, (event) => view.presses.push(type + ' ' + name(event.composedPath()[0])), true);
  },
  presses: () => frame.contentDocument.defaultView.presses || [],
  /** The focused element inside an element's shadow root (the document sees only the host). */
  focused(path) {
    const host = shop.find(path);
    const active = host && host.shadowRoot && host.shadowRoot.activeElement;
    return active ? { name: active.getAttribute('name'), text: active.textContent.trim() } : null;
  },
  ready() {
    const footer = shop.find(['shop-footer', 'footer.ft']);
    // Painted: visible, not only in the DOM.
    return Boolean(shop.find(['nl-signup', 'input[name="newsletterEmail"]']) && footer && !footer.hasAttribute('aria-busy') &&
      getComputedStyle(footer).visibility === 'visible' &&
      shop.find(['preview-panel', '.sf-preview__launcher button']));
  },
  /** What sticks out sideways: the page's scroll width, and any box a visitor can see that leaves the viewport. */
  overflow() {
    const doc = frame.contentDocument;
    const width = doc.documentElement.clientWidth;
    const outside = [];
    const visit = (root) => {
      for (const node of root.querySelectorAll('*')) {
        if (node.shadowRoot) visit(node.shadowRoot);
        // What is kept from people on purpose (the bots' honeypot off-screen) is not the visitor's layout.
        if (node.closest('[inert], [aria-hidden="true"]')) continue;
        const box = node.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        if (box.right > width + 0.5 || box.left < -0.5) outside.push(node.localName + '.' + node.className + ' ' + Math.round(box.left) + '..' + Math.round(box.right));
      }
    };
    visit(doc);
    return { width, scrollWidth: doc.documentElement.scrollWidth, outside: outside.slice(0, 5) };
  },
  /** Sets a select as a visitor's choice does (a native popup is the engine's own, outside the page). */
  choose(path, value) {
    const select = shop.find(path);
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  },
};
</script></body></html>`;
