import { type ConfigEnv, mergeConfig } from 'vite';
import bundleConfig from '../vite.config';

// The floor: built with exactly the bundle's settings (vite.config.ts), from another entry.
export default async (env: ConfigEnv) =>
  mergeConfig(await bundleConfig(env), {
    build: {
      outDir: 'bench/out',
      emptyOutDir: true,
      lib: { entry: 'bench/floor/entry.ts', fileName: () => 'floor.js' },
    },
  });
