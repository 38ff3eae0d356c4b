// `npm run build`: the web app (precompressed), its server renderer and the server, built into a
// staging folder, checked against the bundle budget (bench/bundle.mjs), then swapped in for dist/
// (scripts/dist-swap.mjs). So `npm start` and `npm run test:e2e` in one checkout never serve, or
// build over, a half-written dist/.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIntoDist } from './dist-swap.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const vite = path.join(root, 'node_modules/vite/bin/vite.js');

function run(args) {
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`build step failed: node ${args.join(' ')}`);
}

try {
  await buildIntoDist(root, (staging) => {
    run([vite, 'build', '--outDir', path.join(staging, 'web')]);
    run([vite, 'build', '--ssr', 'src/web/entry-server.tsx', '--outDir', path.join(staging, 'web-ssr')]);
    run(['scripts/precompress.mjs', path.join(staging, 'web')]);
    run(['scripts/build-server.mjs', path.join(staging, 'server/main.js')]);
    // The JavaScript `/` loads against its budget (decision 0012): over the ceiling the build
    // fails here, before the swap, so dist/ keeps the last build that was within it.
    run(['--import', 'tsx', 'bench/bundle.mjs', '--web-root', path.join(staging, 'web')]);
    writeFileSync(path.join(staging, '.build-stamp'), new Date().toISOString());
  });
  console.log('built dist/');
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
