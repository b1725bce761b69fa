// The documentation as pages of the demo: /README.md and /docs/**.md rendered to HTML, so that the
// demo links each element to its reference and the links between the documents work.
import { readFile } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import { Marked } from 'marked';

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as hyphens. */
export const headingId = (text) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}_\- ]/gu, '')
    .replace(/ /g, '-');

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function markdown() {
  const seen = new Map();
  return new Marked({
    gfm: true,
    renderer: {
      heading({ tokens, depth, text }) {
        const base = headingId(text);
        const count = seen.get(base) ?? 0;
        seen.set(base, count + 1);
        return `<h${depth} id="${count ? `${base}-${count}` : base}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
      },
    },
  });
}

/** The HTML page of the document at `path` (README.md, a file under docs/ or an element's README) of `root`, or undefined. */
export async function documentPage(root, path) {
  const relative = normalize(decodeURIComponent(path)).replace(/^[/\\]+/, '');
  if (!/^(README\.md|docs[/\\][\w/\\-]+\.md|elements[/\\][\w-]+[/\\]README\.md)$/.test(relative) || relative.includes('..'))
    return undefined;
  let source;
  try {
    source = await readFile(join(root, relative), 'utf8');
  } catch {
    return undefined;
  }
  const title = source.match(/^# (.*)$/m)?.[1].replace(/`/g, '') ?? relative;
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeHtml(title)} · Storefront elements</title>
  <link rel="stylesheet" href="/assets/demo.css">
  <script type="module" src="/assets/demo.js"></script>
</head>
<body>
  <main class="demo demo-doc">
${markdown().parse(source)}
  </main>
</body>
</html>`;
}
