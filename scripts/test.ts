/**
 * `npm test`: every check Folio has, in one run. Type check and lint, the unit tests, the server
 * suite on PGlite and on a throwaway PostgreSQL (when one is installed), a production build, and
 * the end-to-end suite in Debian's Chromium. Every step runs even if an earlier one failed, so
 * one run shows everything that is wrong; the exit code says whether all passed.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium } from './lib/ensureChromium';
import { ensureHaproxy } from './lib/cluster';
import { ensurePoppler } from './lib/ensurePoppler';
import { findPostgresBin, startThrowawayPostgres, type ThrowawayPostgres } from './lib/postgres';

interface StepResult {
  name: string;
  ok: boolean;
  seconds: number;
}

const results: StepResult[] = [];
const startedAt = Date.now();

/** The vitest steps also write their results here, so the summary can name what failed. */
const VITEST_RESULTS = ['unit-results/vitest.json', 'unit-results/vitest-postgres.json'];

interface VitestJson {
  testResults: { name: string; assertionResults: { fullName: string; status: string; failureMessages: string[] }[]; message?: string }[];
}

/**
 * The failed unit and server tests, one line each with the start of their error: the summary is the
 * end of the output, which is the part of a long CI log people (and CI pages) show.
 */
function failedVitestTests(): string[] {
  return VITEST_RESULTS.filter((results) => existsSync(results)).flatMap(failedIn);
}

/** The end-to-end suite's JSON report (beside its list output), for the same summary lines. */
const E2E_RESULTS = 'unit-results/e2e.json';

interface PlaywrightSuite {
  file?: string;
  specs?: { title: string; ok: boolean; file: string; tests: { results: { error?: { message?: string } }[] }[] }[];
  suites?: PlaywrightSuite[];
}

function failedE2eTests(): string[] {
  if (!existsSync(E2E_RESULTS)) return [];
  const walk = (suite: PlaywrightSuite): string[] => [
    ...(suite.specs ?? [])
      .filter((spec) => !spec.ok)
      .map((spec) => {
        const error = spec.tests.flatMap((test) => test.results).find((result) => result.error)?.error?.message ?? '';
        // eslint-disable-next-line no-control-regex -- the message carries the terminal's colour codes
        return `${spec.file} › ${spec.title}: ${error.replace(/\u001b\[[0-9;]*m/g, '').split('\n')[0]!.slice(0, 240)}`;
      }),
    ...(suite.suites ?? []).flatMap(walk),
  ];
  return walk(JSON.parse(readFileSync(E2E_RESULTS, 'utf8')) as PlaywrightSuite);
}

function failedIn(results: string): string[] {
  const report = JSON.parse(readFileSync(results, 'utf8')) as VitestJson;
  return report.testResults.flatMap((file) => {
    const name = file.name.replace(`${process.cwd()}/`, '');
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    const firstLine = (text: string | undefined) => (text ?? '').split('\n')[0]!.slice(0, 240);
    if (failed.length === 0 && file.message) return [`${name}: ${firstLine(file.message)}`];
    return failed.map((test) => `${name} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
  });
}

/** A step with its output shown as it comes; awaited, so that a step running beside it keeps reading its own output. */
async function step(name: string, command: string[], env: NodeJS.ProcessEnv = {}) {
  console.log(`\n━━ ${name}`);
  const started = Date.now();
  const child = spawn(command[0]!, command.slice(1), { stdio: 'inherit', env: { ...process.env, ...env } });
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  results.push({ name, ok: code === 0, seconds: (Date.now() - started) / 1000 });
}

interface HeldRun {
  name: string;
  ok: boolean;
  seconds: number;
  output: string;
}

/** Starts a step whose output is held, to be printed whole when it is reported. */
function startHeld(name: string, command: string[], env: NodeJS.ProcessEnv = {}): Promise<HeldRun> {
  const started = Date.now();
  const child = spawn(command[0]!, command.slice(1), { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ name, ok: code === 0, seconds: (Date.now() - started) / 1000, output })));
}

function report(run: HeldRun) {
  console.log(`\n━━ ${run.name}`);
  process.stdout.write(run.output);
  results.push({ name: run.name, ok: run.ok, seconds: run.seconds });
}

/**
 * Steps run one after the other in the background, output held, at a lower CPU priority (nice):
 * the end-to-end suite in the foreground waits on the browser and on timers much of the time, and
 * these use what it leaves of two cores without slowing its pages (which have timeouts to keep).
 */
async function stepsInTurnBeside(steps: { name: string; command: string[]; env?: NodeJS.ProcessEnv }[]): Promise<HeldRun[]> {
  const runs: HeldRun[] = [];
  for (const { name, command, env } of steps) runs.push(await startHeld(name, ['nice', '-n', String(BESIDE_NICENESS), ...command], env));
  return runs;
}

/** Linux's scheduler gives a process at niceness 5 about a third of the share of one at 0. */
const BESIDE_NICENESS = 5;

const vitestStep = (projects: string[], outputFile: string) => [
  'npx',
  'vitest',
  'run',
  ...projects.flatMap((project) => ['--project', project]),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${outputFile}`,
];

ensureChromium();
ensurePoppler();

// The cluster test (server-postgres) puts Debian's HAProxy in front of its instances.
if (process.env.FOLIO_TEST_POSTGRES_URL || findPostgresBin()) ensureHaproxy();

let postgres: ThrowawayPostgres | undefined;
let postgresUrl = process.env.FOLIO_TEST_POSTGRES_URL;
if (!postgresUrl) {
  postgres = await startThrowawayPostgres();
  postgresUrl = postgres?.url;
}

try {
  for (const results of [...VITEST_RESULTS, E2E_RESULTS]) rmSync(results, { force: true });
  // The build first, then the end-to-end suite, the long pole, with everything else beside it.
  await step('build', ['npx', 'vite', 'build', '--logLevel', 'warn']);
  const beside = stepsInTurnBeside([
    { name: 'type check', command: ['npx', 'tsc', '-p', 'tsconfig.json'] },
    { name: 'type check (service worker)', command: ['npx', 'tsc', '-p', 'tsconfig.sw.json'] },
    { name: 'lint', command: ['npx', 'eslint', '.'] },
    { name: 'unit and server tests (PGlite)', command: vitestStep(['unit', 'unit-stateful', 'unit-dom', 'server'], VITEST_RESULTS[0]!) },
    ...(postgresUrl
      ? [{ name: 'server tests on PostgreSQL', command: vitestStep(['server-postgres'], VITEST_RESULTS[1]!), env: { FOLIO_TEST_POSTGRES_URL: postgresUrl } }]
      : []),
  ]);
  await step('end to end (Chromium)', ['npx', 'playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: E2E_RESULTS });
  for (const run of await beside) report(run);
} finally {
  postgres?.stop();
}

console.log('\n━━ summary');
for (const result of results) {
  console.log(`${result.ok ? 'pass' : 'FAIL'}  ${result.name.padEnd(48)} ${result.seconds.toFixed(0).padStart(4)} s`);
}
for (const failure of [...failedVitestTests(), ...failedE2eTests()]) console.log(`failed ${failure}`);
if (!postgresUrl) {
  console.log('note  PostgreSQL is not installed: the server suite ran on PGlite only (apt-get install postgresql to add it).');
} else if (postgres) {
  console.log(`note  server suite also ran on ${postgres.version}`);
}
// Wall time: the side-by-side steps overlap, so their seconds do not add up.
console.log(`total ${((Date.now() - startedAt) / 1000).toFixed(0)} s`);
process.exit(results.every((result) => result.ok) ? 0 : 1);
