/**
 * `npm run dev`: the server on :8080 (restarted when its code changes) and Vite on :5173 with hot
 * reload, proxying /api and /admin to the server. Open http://localhost:5173. The service worker
 * only runs in the built app (`npm start`).
 */
import { spawn } from 'node:child_process';

// Node itself rather than npx, so that stopping this script stops both (npx does not pass signals on).
const children = [
  spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'watch', '--clear-screen=false', 'server/main.ts'], { stdio: 'inherit' }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], { stdio: 'inherit' }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
for (const child of children) child.once('exit', stop);
