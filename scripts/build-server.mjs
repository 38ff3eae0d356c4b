// Bundles the server into dist/server/main.js (or the file given), npm packages left external to
// load from node_modules.
import { build } from 'esbuild';

const outfile = process.argv[2] ?? 'dist/server/main.js';
await build({
  entryPoints: ['src/server/main.ts'],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
console.log(`built ${outfile}`);
