// The demo's pages of each element: its examples, /examples/<tag>.html, made from the catalogue
// (demo-dist/elements.json, demo/catalogue.ts, from elements/<tag>/<tag>.examples.ts), so that a new
// element has one with nothing but its folder; its playground, /<tag>.html, where its folder has one
// (elements/<tag>/<tag>.demo.html). The index lists every element at <!-- elements -->, with its
// examples, its playground and its reference.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Each example under its title: the element placed, then its markup to copy. */
const examplesSection = ({ examples }) =>
  `<section class="demo-examples" aria-labelledby="examples-heading">
    <h2 id="examples-heading">Examples</h2>
${examples
  .map(
    ({ name, title, markup }) => `    <h3 id="example-${name}">${escapeHtml(title)}</h3>
    <div class="demo-example" data-example="${name}">${markup}</div>
    <pre><code>${escapeHtml(markup)}</code></pre>`,
  )
  .join('\n')}
  </section>`;

const examplesPage = (element) => `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>&lt;${element.tag}&gt; · Storefront elements demo</title>
  <link rel="stylesheet" href="/assets/demo.css">
  <script type="module" src="/assets/demo.js"></script>
  <link rel="stylesheet" href="/dist/storefront-elements.css">
  <script type="module" src="/dist/storefront-elements.js"></script>
</head>
<body>
  <main class="demo">
    <h1>&lt;${element.tag}&gt;</h1>
    <p class="demo-reference">${escapeHtml(element.description)} Reference: <a href="/${element.reference}">&lt;${element.tag}&gt;</a>. <a href="/configurator.html?element=${element.tag}">Configure it and copy a snippet</a>.</p>
    ${examplesSection(element)}
  </main>
</body>
</html>
`;

const indexList = (elements, playgrounds) =>
  `<ul class="demo-elements">
${elements
  .map(
    ({ tag, description, reference }) =>
      `      <li>&lt;${tag}&gt;: ${escapeHtml(description)} <a href="/examples/${tag}.html">Examples</a>${
        playgrounds.includes(tag) ? `, <a href="/${tag}.html">playground</a>` : ''
      }, <a href="/${reference}">reference</a>.</li>`,
  )
  .join('\n')}
    </ul>`;

async function readIfThere(path) {
  try {
    return await readFile(path, 'utf8');
  } catch {
    return undefined;
  }
}

/** An element's playground page, from its folder. */
const playgroundOf = (root, tag) => join(root, 'elements', tag, `${tag}.demo.html`);

/** The page at `pathname` when it is an element's examples or playground, or the index, made from the catalogue in `root`; undefined otherwise. */
export async function elementPage(root, pathname) {
  const catalogue = await readIfThere(join(root, 'demo-dist', 'elements.json'));
  if (catalogue === undefined) return undefined;
  const { elements } = JSON.parse(catalogue);
  if (pathname === '/' || pathname === '/index.html') {
    const playgrounds = elements.map(({ tag }) => tag).filter((tag) => existsSync(playgroundOf(root, tag)));
    const index = await readFile(join(root, 'demo', 'pages', 'index.html'), 'utf8');
    return index.replace('<!-- elements -->', () => indexList(elements, playgrounds));
  }
  const examples = elements.find(({ tag }) => pathname === `/examples/${tag}.html`);
  if (examples) return examplesPage(examples);
  const playground = elements.find(({ tag }) => pathname === `/${tag}.html`);
  return playground && readIfThere(playgroundOf(root, playground.tag));
}
