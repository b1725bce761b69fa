/**
 * The TypeScript side of the generated `.d.ts`: `tsc` emits the declarations of the public entry
 * (src/index.ts) and of the API declarations, and this file gathers, from those emitted files,
 * the declarations the package's types need (the exported calls and types, every event detail and
 * property type, and everything they refer to) into one flat text. Nothing is typed twice: a type
 * changed in src/ changes the shipped `.d.ts` (and the drift test fails until it is regenerated).
 *
 * It reads tsc's own output format: one top-level statement per line that starts in column 0.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
const TSCONFIG = join(ROOT, 'scripts/api/tsconfig.declarations.json');

interface Statement {
  /** The statement with its leading doc comment. */
  text: string;
  kind: 'import' | 're-export' | 'star' | 'declaration' | 'other';
  /** Declared name (declarations). */
  name?: string;
  /** Whether the declaration is a value (const, function, class) rather than a type only. */
  value?: boolean;
  /** Imported or re-exported names: local (or exported) name → name in `from`. */
  names?: Map<string, string>;
  from?: string;
}

const DECLARATION = /^(?:export )?(?:declare )?(?:abstract )?(interface|type|class|function|const|let|var|enum) ([A-Za-z_$][\w$]*)/;

/** Splits tsc's declaration output into top-level statements. */
function statementsOf(source: string): Statement[] {
  const chunks: string[] = [];
  let comment: string[] = [];
  let current: string[] | null = null;
  let inComment = false;
  for (const line of source.split('\n')) {
    if (inComment) {
      comment.push(line);
      if (line.includes('*/')) inComment = false;
    } else if (line.startsWith('/*')) {
      if (current) chunks.push(current.join('\n'));
      current = null;
      comment = [line]; // a comment followed by another one documented nothing that is emitted
      inComment = !line.includes('*/');
    } else if (/^[^\s})\]]/.test(line)) {
      if (current) chunks.push(current.join('\n'));
      current = [...comment, line];
      comment = [];
    } else if (current && line.trim()) {
      current.push(line);
    }
  }
  if (current) chunks.push(current.join('\n'));
  return chunks.map(classify);
}

function parseSpecifiers(list: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const raw of list.split(',')) {
    const specifier = raw.trim().replace(/^type /, '');
    if (!specifier) continue;
    const [original, local = original] = specifier.split(/\s+as\s+/);
    names.set(local.trim(), original.trim());
  }
  return names;
}

function classify(text: string): Statement {
  const code = text.replace(/^\/\*[\s\S]*?\*\/\n/, '');
  const imported = /^import (?:type )?\{([^}]*)\} from '([^']+)';$/.exec(code);
  if (imported) return { text, kind: 'import', names: parseSpecifiers(imported[1]), from: imported[2] };
  const reExported = /^export (?:type )?\{([^}]*)\} from '([^']+)';$/.exec(code);
  if (reExported) return { text, kind: 're-export', names: parseSpecifiers(reExported[1]), from: reExported[2] };
  const star = /^export \* from '([^']+)';$/.exec(code);
  if (star) return { text, kind: 'star', from: star[1] };
  const declared = DECLARATION.exec(code);
  if (!declared) return { text, kind: 'other' }; // side-effect imports, `export {}`, package imports
  const value = ['class', 'function', 'const', 'let', 'var', 'enum'].includes(declared[1]);
  return { text, kind: 'declaration', name: declared[2], value };
}

/** Identifiers a piece of type text refers to (not property names, not members after a dot). */
function referencedNames(text: string): Set<string> {
  const code = text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '')
    .replace(/'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"/g, "''");
  const names = new Set<string>();
  for (const match of code.matchAll(/(?<![.\w$])([A-Za-z_$][\w$]*)(?!\s*\??\s*:)(?![\w$])/g)) names.add(match[1]);
  return names;
}

interface Included {
  module: string;
  statements: Statement[];
}

export class DeclarationBundle {
  readonly #outDir: string;
  readonly #modules = new Map<string, Statement[]>();
  /** Declared name → where it came from and its statements, in the order they were reached. */
  readonly #included = new Map<string, Included>();
  /** The modules whose declarations the package ships as they are (dist/types/): imported from there, never declared again. */
  readonly #shipped: ReadonlySet<string>;

  constructor(outDir: string, shipped: readonly string[] = []) {
    this.#outDir = outDir;
    this.#shipped = new Set(shipped.map((module) => `${module}.d.ts`));
  }

  /** The emitted file of a source module (a path relative to the project root, without extension). */
  #file(module: string): string {
    for (const candidate of [`${module}.d.ts`, `${module}/index.d.ts`]) if (existsSync(join(this.#outDir, candidate))) return candidate;
    throw new Error(`No emitted declarations for ${module}`);
  }

  #statements(file: string): Statement[] {
    let statements = this.#modules.get(file);
    if (!statements) {
      statements = statementsOf(readFileSync(join(this.#outDir, file), 'utf8'));
      this.#modules.set(file, statements);
    }
    return statements;
  }

  #resolveModule(fromFile: string, specifier: string): string {
    if (!specifier.startsWith('.')) throw new Error(`${fromFile} refers to the package "${specifier}": the public types must not`);
    return this.#file(relative(this.#outDir, resolve(this.#outDir, dirname(fromFile), specifier)).replace(/\\/g, '/'));
  }

  /** Includes the declaration `name` as seen from `file` (following imports); false when it is not declared there (a global). */
  /** Where `name`, as seen from `file`, is declared (following imports and re-exports); null for a global. */
  #find(file: string, name: string): Included | null {
    const statements = this.#statements(file);
    const declarations = statements.filter((statement) => statement.kind === 'declaration' && statement.name === name);
    if (declarations.length > 0) return { module: file, statements: declarations };
    const link = statements.find(
      (statement) => (statement.kind === 'import' || statement.kind === 're-export') && statement.names!.has(name),
    );
    if (link) {
      const original = link.names!.get(name)!;
      if (original !== name) throw new Error(`${file}: renaming ${original} to ${name} is not supported in the public types`);
      const target = this.#resolveModule(file, link.from!);
      const found = this.#find(target, name);
      if (!found) throw new Error(`${target} does not declare ${name}`);
      return found;
    }
    for (const star of statements.filter((statement) => statement.kind === 'star')) {
      const found = this.#find(this.#resolveModule(file, star.from!), name);
      if (found) return found;
    }
    return null;
  }

  /** Includes the declaration `name` as seen from `file`; false when it is not declared there (a global). */
  #include(file: string, name: string): boolean {
    const found = this.#find(file, name);
    if (!found) return false;
    const seen = this.#included.get(name);
    if (seen) {
      if (seen.module !== found.module) throw new Error(`Two public types are named ${name}: in ${seen.module} and ${found.module}`);
      return true;
    }
    const statements = found.statements.map((statement) => this.#evaluated(found.module, statement));
    this.#included.set(name, { module: found.module, statements });
    for (const statement of statements) this.#includeText(found.module, statement.text, name);
    return true;
  }

  /**
   * A type alias read off a constant (`(typeof X)[number]`, `keyof typeof X`,
   * `(typeof X)[keyof typeof X]`) as the union of literals it stands for, so the constant itself
   * (which the package does not export) stays out. Anything else is returned as it is.
   */
  #evaluated(file: string, statement: Statement): Statement {
    const alias = /^((?:\/\*[\s\S]*?\*\/\n)?(?:export )?type \w+ = )(.+);$/.exec(statement.text);
    const read = alias && /^(?:\(typeof (\w+)\)\[number\]|keyof typeof (\w+)|\(typeof (\w+)\)\[keyof typeof (\w+)\])$/.exec(alias[2]);
    if (!alias || !read) return statement;
    const constant = this.#find(file, read[1] ?? read[2] ?? read[3]);
    const type = constant?.statements[0].text.match(/^(?:\/\*[\s\S]*?\*\/\n)?(?:export )?declare const \w+: ([\s\S]+);$/)?.[1];
    if (!type) return statement;
    const LITERAL = /^(?:'[^'\\]*'|"[^"\\]*"|-?\d+(?:\.\d+)?)$/;
    let members: string[];
    if (read[1]) {
      members = /^readonly \[(.*)\]$/.exec(type)?.[1].split(', ') ?? [];
    } else {
      const entries = [...type.matchAll(/^ {4}(?:readonly )?('[^']+'|[\w$]+): (.+);$/gm)];
      if (entries.length !== type.split('\n').length - 2) return statement; // not a flat object type
      members = read[2] ? entries.map(([, key]) => (key.startsWith("'") ? key : `'${key}'`)) : entries.map(([, , value]) => value);
    }
    if (members.length === 0 || !members.every((member) => LITERAL.test(member))) return statement;
    return { ...statement, text: `${alias[1]}${members.join(' | ')};` };
  }

  /** Includes everything a type text written in `file` refers to; returns the text with inline imports resolved. */
  #includeText(file: string, text: string, self?: string): string {
    const resolved = text.replace(/import\("([^"]+)"\)\.([A-Za-z_$][\w$]*)/g, (_, specifier: string, name: string) => {
      const target = this.#resolveModule(file, specifier);
      if (!this.#include(target, name)) throw new Error(`${target} does not declare ${name}`);
      return name;
    });
    for (const name of referencedNames(resolved)) if (name !== self) this.#include(file, name);
    return resolved;
  }

  /** Includes the names a source module exports (e.g. the exported calls of src/index.ts). */
  includeExports(module: string): string[] {
    const file = this.#file(module);
    const names = this.#statements(file).flatMap((statement) =>
      statement.kind === 're-export' || (statement.kind === 'declaration' && statement.text.includes('export '))
        ? [...(statement.names?.keys() ?? [statement.name!])]
        : [],
    );
    for (const name of names) if (!this.#include(file, name)) throw new Error(`${module} exports ${name} but it is not declared`);
    return names;
  }

  /** The type text of each `PropertySpec<…>` / `EventSpec<…>` member of the exported declaration `constName` in `module`. */
  specTypes(module: string, constName: string, spec: 'EventSpec' | 'PropertySpec'): Map<string, string> {
    const file = this.#file(module);
    const declaration = this.#statements(file).find((statement) => statement.name === constName);
    if (!declaration) throw new Error(`${module} does not declare ${constName}`);
    const types = new Map<string, string>();
    const member = new RegExp(`^\\s+(?:readonly )?'?([\\w-]+)'?: (?:import\\("[^"]+"\\)\\.)?${spec}<(.+)>;$`, 'gm');
    for (const [, key, type] of declaration.text.matchAll(member)) types.set(key, this.#includeText(file, type));
    return types;
  }

  /**
   * Every included declaration: types and the exported calls exported, values only reached through
   * `typeof` kept private to the file. `typesOnly` leaves out every value (for the README).
   */
  render({ typesOnly = false } = {}): string {
    const blocks: string[] = [];
    // The file the package ships imports the shipped modules' declarations (paths relative to
    // dist/types/); the text for the docs (typesOnly) has them written out like the rest.
    const imports = new Map<string, string[]>();
    for (const [name, { module }] of this.#included)
      if (!typesOnly && this.#shipped.has(module)) imports.set(module, [...(imports.get(module) ?? []), name]);
    for (const [module, names] of imports) {
      const list = names.sort().join(', ');
      blocks.push(`import type { ${list} } from './${module.replace(/\.d\.ts$/, '')}';`, `export type { ${list} };`);
    }
    for (const { module, statements } of this.#included.values()) {
      if (imports.has(module)) continue;
      for (const statement of statements) {
        if (typesOnly && statement.value) continue;
        const text = statement.text.replace(/^((?:\/\*[\s\S]*?\*\/\n)?)export /, '$1');
        const exported = !statement.value || /^(?:\/\*[\s\S]*?\*\/\n)?declare (?:abstract )?(?:class|function) /.test(text);
        blocks.push(exported ? text.replace(/^((?:\/\*[\s\S]*?\*\/\n)?)/, '$1export ') : text);
      }
    }
    return blocks.join('\n');
  }
}

/** Runs tsc's declaration emit into a temporary folder, hands it to `use`, and removes it. */
export function withEmittedDeclarations<T>(use: (bundle: DeclarationBundle) => T, shipped: readonly string[] = []): T {
  const outDir = mkdtempSync(join(tmpdir(), 'storefront-api-'));
  try {
    const tsc = join(ROOT, 'node_modules/typescript/bin/tsc');
    execFileSync(process.execPath, [tsc, '-p', TSCONFIG, '--outDir', outDir], { cwd: ROOT, stdio: 'pipe' });
    return use(new DeclarationBundle(outDir, shipped));
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
