/**
 * `npm run dev`: the server on :8080 (restarted when its code changes) and Vite on :5173 with hot
 * reload, proxying /api and /admin to the server. Open http://localhost:5173. The service worker
 * only runs in the built app (`npm start`).
 */
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], { stdio: 'inherit' }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
for (const child of children) child.once('exit', stop);
