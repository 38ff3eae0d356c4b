// `npm run test:e2e`: browser journeys in Debian's Chromium, with a clear message when it is missing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`Chromium not found at ${chromium}. Install it with: apt-get update && apt-get install -y chromium (or set CHROMIUM_PATH).`);
  process.exit(1);
}
const result = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.e2e.config.ts', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
