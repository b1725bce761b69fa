// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chunkSetOf } from './vitePlugins.ts';

// The shape of a market's chunks manifest: the sign-up's view imports the shared view code, the
// widgets and React; the widgets import the view code, which imports React and the client.
const MANIFEST = {
  'elements/nl-signup/nl-signup.view.ts': {
    file: 'chunks/nl-signup.view.js',
    imports: ['_runtime.js', '_view.js', '_widgets.js', '_react-dom.js', '_api.js'],
  },
  '_widgets.js': { file: 'chunks/widgets.js', imports: ['_runtime.js', '_react-dom.js', '_client.js', '_view.js'] },
  '_view.js': { file: 'chunks/view.js', imports: ['_runtime.js', '_react-dom.js', '_client.js'] },
  '_api.js': { file: 'chunks/api.js', imports: ['_client.js'] },
  '_react-dom.js': { file: 'chunks/react-dom.js', imports: ['_runtime.js'] },
  '_client.js': { file: 'chunks/client.js' },
  '_runtime.js': { file: 'chunks/runtime.js' },
};

describe('the chunk set of a lazy module (a market module loads it one chunk per task)', () => {
  it('is its own chunk, then every chunk it imports however deep, each once and after the chunks it imports', () => {
    expect(chunkSetOf(MANIFEST, 'elements/nl-signup/nl-signup.view.ts')).toEqual([
      'chunks/nl-signup.view.js',
      'chunks/runtime.js',
      'chunks/react-dom.js',
      'chunks/client.js',
      'chunks/view.js',
      'chunks/widgets.js',
      'chunks/api.js',
    ]);
  });

  it('names a chunk the manifest does not have', () => {
    expect(() => chunkSetOf({ 'a.ts': { file: 'chunks/a.js', imports: ['_gone.js'] } }, 'a.ts')).toThrow(
      'The chunks build has no chunk for _gone.js.',
    );
  });
});
