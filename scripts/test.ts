/**
 * `npm test`: every check Folio has, in one run. Type check and lint, the unit tests, the server
 * suite on PGlite and on a throwaway PostgreSQL (when one is installed), a production build, and
 * the end-to-end suite in Debian's Chromium. Every step runs even if an earlier one failed, so
 * one run shows everything that is wrong; the exit code says whether all passed.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium } from './lib/ensureChromium';
import { ensurePoppler } from './lib/ensurePoppler';
import { startThrowawayPostgres, type ThrowawayPostgres } from './lib/postgres';

interface StepResult {
  name: string;
  ok: boolean;
  seconds: number;
}

const results: StepResult[] = [];
const startedAt = Date.now();

/** The vitest step also writes its results here, so the summary can name what failed. */
const VITEST_RESULTS = 'unit-results/vitest.json';

interface VitestJson {
  testResults: { name: string; assertionResults: { fullName: string; status: string; failureMessages: string[] }[]; message?: string }[];
}

/**
 * The failed unit and server tests, one line each with the start of their error: the summary is the
 * end of the output, which is the part of a long CI log people (and CI pages) show.
 */
function failedVitestTests(): string[] {
  if (!existsSync(VITEST_RESULTS)) return [];
  const report = JSON.parse(readFileSync(VITEST_RESULTS, 'utf8')) as VitestJson;
  return report.testResults.flatMap((file) => {
    const name = file.name.replace(`${process.cwd()}/`, '');
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    const firstLine = (text: string | undefined) => (text ?? '').split('\n')[0]!.slice(0, 240);
    if (failed.length === 0 && file.message) return [`${name}: ${firstLine(file.message)}`];
    return failed.map((test) => `${name} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
  });
}

function step(name: string, command: string[], env: NodeJS.ProcessEnv = {}) {
  console.log(`\n━━ ${name}`);
  const started = Date.now();
  const run = spawnSync(command[0]!, command.slice(1), { stdio: 'inherit', env: { ...process.env, ...env } });
  results.push({ name, ok: run.status === 0, seconds: (Date.now() - started) / 1000 });
}

/**
 * Steps that each keep one core busy (tsc, eslint), run side by side on a 2-core machine. Their
 * output is held and printed whole, one step after the other, so it reads as if run in turn.
 */
async function stepsSideBySide(steps: { name: string; command: string[] }[]) {
  const runs = steps.map(({ name, command }) => {
    const started = Date.now();
    const child = spawn(command[0]!, command.slice(1), { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const status = new Promise<number | null>((resolve) => child.on('close', resolve));
    return status.then((code) => ({ name, ok: code === 0, seconds: (Date.now() - started) / 1000, output }));
  });
  for (const run of runs) {
    const { name, ok, seconds, output } = await run;
    console.log(`\n━━ ${name}`);
    process.stdout.write(output);
    results.push({ name, ok, seconds });
  }
}

ensureChromium();
ensurePoppler();

let postgres: ThrowawayPostgres | undefined;
let postgresUrl = process.env.FOLIO_TEST_POSTGRES_URL;
if (!postgresUrl) {
  postgres = await startThrowawayPostgres();
  postgresUrl = postgres?.url;
}

try {
  await stepsSideBySide([
    { name: 'type check', command: ['npx', 'tsc', '-p', 'tsconfig.json'] },
    { name: 'lint', command: ['npx', 'eslint', '.'] },
  ]);
  step('type check (service worker)', ['npx', 'tsc', '-p', 'tsconfig.sw.json']);
  const projects = ['unit', 'unit-stateful', 'unit-dom', 'server', ...(postgresUrl ? ['server-postgres'] : [])].flatMap((p) => ['--project', p]);
  rmSync(VITEST_RESULTS, { force: true });
  step(
    postgresUrl ? 'unit and server tests (PGlite and PostgreSQL)' : 'unit and server tests (PGlite)',
    ['npx', 'vitest', 'run', ...projects, '--reporter=default', '--reporter=json', `--outputFile.json=${VITEST_RESULTS}`],
    postgresUrl ? { FOLIO_TEST_POSTGRES_URL: postgresUrl } : {},
  );
  step('build', ['npx', 'vite', 'build', '--logLevel', 'warn']);
  step('end to end (Chromium)', ['npx', 'playwright', 'test']);
} finally {
  postgres?.stop();
}

console.log('\n━━ summary');
for (const result of results) {
  console.log(`${result.ok ? 'pass' : 'FAIL'}  ${result.name.padEnd(48)} ${result.seconds.toFixed(0).padStart(4)} s`);
}
for (const failure of failedVitestTests()) console.log(`failed ${failure}`);
if (!postgresUrl) {
  console.log('note  PostgreSQL is not installed: the server suite ran on PGlite only (apt-get install postgresql to add it).');
} else if (postgres) {
  console.log(`note  server suite also ran on ${postgres.version}`);
}
// Wall time: the side-by-side steps overlap, so their seconds do not add up.
console.log(`total ${((Date.now() - startedAt) / 1000).toFixed(0)} s`);
process.exit(results.every((result) => result.ok) ? 0 : 1);
