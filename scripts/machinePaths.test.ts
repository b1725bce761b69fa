import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('the tracked files', () => {
  it('hold no path of the machine that wrote them (the mutation results record the project as ".")', () => {
    const root = process.cwd();
    const files = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' }).split('\0').filter(Boolean);
    const withRoot = files.filter((file) => {
      try {
        return readFileSync(file, 'utf8').includes(root);
      } catch {
        return false; // a file deleted in the working tree
      }
    });
    expect(withRoot).toEqual([]);
  });
});
