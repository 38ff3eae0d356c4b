// `npm run dev`: the API server (restarted on change by tsx) on :3000 and Vite with hot reload on :5173.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { NODE_ENV: 'development', LOG_LEVEL: 'info', ...process.env },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];

const stopAll = () => children.forEach((child) => child.kill('SIGTERM'));
process.once('SIGINT', stopAll);
process.once('SIGTERM', stopAll);
for (const child of children) child.once('exit', stopAll);
