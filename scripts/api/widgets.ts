/**
 * docs/widgets.md, the reference of `storefront-elements/widgets`, rendered from the widget
 * library's exports (src/widgets/library.ts) and the JSDoc of each component and of its props
 * interface. `npm run api` writes it; src/widgets/docs.test.ts fails when it is out of date or a
 * prop has no description.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
const WIDGETS = join(ROOT, 'src/widgets');
export const WIDGET_DOCS = 'docs/widgets.md';

export interface PropDoc {
  name: string;
  type: string;
  required: boolean;
  description: string;
}

export interface InterfaceDoc {
  name: string;
  extends?: string;
  props: PropDoc[];
}

export interface ComponentDoc {
  name: string;
  /** The folder below src/widgets/ and the file, e.g. `Button/Button.tsx`. */
  file: string;
  description: string;
  props: InterfaceDoc;
}

/** A JSDoc comment's text, one paragraph per blank line, without the stars. */
function commentText(comment: string): string {
  return comment
    .replace(/^\s*\/\*\*\s?/, '')
    .replace(/\s*\*\/\s*$/, '')
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, '').trim())
    .join('\n')
    .replace(/([^\n])\n(?!\n)/g, '$1 ')
    .trim();
}

/** The component modules the library exports: `export { Button, … } from './Button/Button';`. */
function exportedComponents(): { name: string; file: string }[] {
  const library = readFileSync(join(WIDGETS, 'library.ts'), 'utf8');
  const components: { name: string; file: string }[] = [];
  for (const [, list, from] of library.matchAll(/export \{([^}]*)\} from '\.\/([^']+)';/g)) {
    const file = `${from}.tsx`;
    for (const specifier of list.split(',').map((part) => part.trim())) {
      if (/^[A-Z][a-z]\w*$/.test(specifier)) components.push({ name: specifier, file });
    }
  }
  return components;
}

/** The doc comment right above a line that starts with `start`, or ''. */
function docAbove(source: string, start: string): string {
  const index = source.indexOf(`\n${start}`);
  if (index < 0) throw new Error(`"${start}" not found`);
  const before = source.slice(0, index);
  const comment = /\/\*\*(?:(?!\*\/)[\s\S])*\*\/\s*$/.exec(before);
  return comment ? commentText(comment[0]) : '';
}

/** An exported interface's members (tsc-free: Biome's formatting, two spaces per level). */
export function interfaceDoc(source: string, name: string): InterfaceDoc {
  const header = new RegExp(`^export interface ${name}(?: extends ([^{]+?))? \\{$`, 'm').exec(source);
  if (!header) throw new Error(`interface ${name} not found`);
  const body = source.slice(header.index + header[0].length + 1, source.indexOf('\n}', header.index));
  const props: PropDoc[] = [];
  let comment = '';
  let member: string[] | null = null;
  const finish = () => {
    if (!member) return;
    const text = member.join(' ').replace(/\s+/g, ' ');
    const parsed = /^'?([\w-]+)'?(\?)?: (.*);$/.exec(text);
    if (!parsed) throw new Error(`${name}: cannot read "${text}"`);
    props.push({ name: parsed[1], type: parsed[3], required: !parsed[2], description: comment });
    member = null;
    comment = '';
  };
  const lines = body.split('\n');
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index];
    if (member) {
      member.push(line.trim());
      if (line.trimEnd().endsWith(';')) finish();
    } else if (line.trim().startsWith('/**')) {
      const commentLines = [line];
      while (!commentLines.at(-1)!.includes('*/')) commentLines.push(lines[++index]);
      comment = commentText(commentLines.join('\n'));
    } else if (line.trim()) {
      member = [line.trim()];
      if (line.trimEnd().endsWith(';')) finish();
    }
  }
  return { name, extends: header[1]?.trim(), props };
}

/** Every component of the widget library with its description and props. */
export function widgetDocs(): { components: ComponentDoc[]; shared: InterfaceDoc[] } {
  const components = exportedComponents().map(({ name, file }) => {
    const source = readFileSync(join(WIDGETS, file), 'utf8');
    return { name, file, description: docAbove(source, `export function ${name}(`), props: interfaceDoc(source, `${name}Props`) };
  });
  const read = (file: string) => readFileSync(join(WIDGETS, file), 'utf8');
  const shared = [
    interfaceDoc(read('TextField/TextFieldBase.tsx'), 'TextInputProps'),
    interfaceDoc(read('Select/Select.tsx'), 'SelectOption'),
  ];
  return { components, shared };
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n+/g, ' ');
const anchor = (name: string) => name.toLowerCase();

function propsTable({ props, extends: base }: InterfaceDoc, sharedNames: string[]): string {
  const rows = props.map(
    (prop) => `| \`${prop.name}\` | \`${cell(prop.type)}\` | ${prop.required ? 'yes' : ''} | ${cell(prop.description)} |`,
  );
  const also = base
    ? `\n\nAlso takes ${base
        .split(/,\s*(?![^<]*>)/)
        .map((part) => {
          const shared = sharedNames.find((sharedName) => part.includes(sharedName));
          return shared ? `\`${part}\` ([${shared}](#${anchor(shared)}))` : `\`${part}\``;
        })
        .join(', ')}.`
    : '';
  return ['| prop | type | required | description |', '| --- | --- | --- | --- |', ...rows].join('\n') + also;
}

export function renderWidgetDocs(): string {
  const { components, shared } = widgetDocs();
  const sharedNames = shared.map((doc) => doc.name);
  const sections = components.map(
    (component) =>
      `## ${component.name}\n\n${component.description}\n\nSource: \`src/widgets/${component.file}\`.\n\n${propsTable(component.props, sharedNames)}\n`,
  );
  const sharedSections = shared.map((doc) => `## ${doc.name}\n\n${propsTable(doc, sharedNames)}\n`);
  return `<!-- Generated by \`npm run api\` from src/widgets/library.ts and the JSDoc of each widget and its props; do not edit. -->

# The widget library: \`storefront-elements/widgets\`

The shop's React apps use the same widgets as the elements: one ES module (\`react\` 19 is a peer
dependency) and one stylesheet. Render the widgets inside \`WidgetKit\`, which gives them their texts
in the app's locale (an i18next instance of their own) and the \`sf-kit\` wrapper the stylesheet
styles; theme them by setting the \`--sf-color-*\` tokens on that wrapper.

\`\`\`tsx
import { Button, TextField, WidgetKit } from 'storefront-elements/widgets';
import 'storefront-elements/widgets.css';

function Checkout() {
  const [iban, setIban] = useState('');
  return (
    <WidgetKit locale="de-AT">
      <TextField name="iban" label="IBAN" type="iban" value={iban} onChange={setIban} required />
      <Button type="submit">Weiter</Button>
    </WidgetKit>
  );
}
\`\`\`

Enumerated props are checked: an invalid value logs one error (\`[storefront-elements] …\` on the
console) and the default is used. Besides the components, the module exports their enumerations
(\`ICON_NAMES\`, \`BUTTON_VARIANTS\`, …), the text field's pure mask helpers and \`passwordStrength\`.

${[...sections, ...sharedSections].join('\n')}`;
}

export function writeWidgetDocs(): string {
  writeFileSync(join(ROOT, WIDGET_DOCS), renderWidgetDocs());
  return WIDGET_DOCS;
}
