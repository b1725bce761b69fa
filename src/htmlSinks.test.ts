import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Trusted Types pages (require-trusted-types-for 'script') make every HTML string sink throw. The
// browser test (e2e/host-pages/page-conditions) proves the elements work there; this keeps new code
// from reaching for a sink at all.
const SINKS =
  /\.(innerHTML|outerHTML)\s*=|insertAdjacentHTML|document\.write|createContextualFragment|setHTMLUnsafe|dangerouslySetInnerHTML|parseFromString|srcdoc/;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    // Tests and their support (src/test-support/, elements/<tag>/test-support.ts) are not in the bundle,
    // nor is the server entry, which runs on a server (its nested shadow roots are React's output).
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$|test-support|^src[\\/]server\.tsx$/.test(path) ? [path] : [];
  });
}

describe('the bundle source', () => {
  it('uses no HTML string sink', () => {
    const offenders = ['src', 'elements'].flatMap(sourceFiles).filter((path) => SINKS.test(readFileSync(path, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
