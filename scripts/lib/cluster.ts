/**
 * Several Folio processes on one PostgreSQL database behind one address, as a hosted Folio runs:
 * `webInstances` servers (server/main.ts, FOLIO_WORKERS=0), each on a port of its own on
 * 127.0.0.1, `workers` job workers (server/worker.ts), and HAProxy (Debian's package) on one port in
 * front, sending each request to the next instance in turn. Used by `npm run cluster`
 * (scripts/cluster.ts), the cluster test and the load bench.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { ensureDebianPackage } from './ensureDebianPackage';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 15_000;

export interface ClusterOptions {
  databaseUrl: string;
  webInstances: number;
  workers: number;
  /** The load balancer's port; the instances take the ports after it unless instancePorts are given. */
  port: number;
  instancePorts?: number[];
  /** Where the load balancer listens (the instances listen on 127.0.0.1 only). */
  host?: string;
  /** Further variables for every process (e.g. FOLIO_REFRESH_GRACE for a test). */
  env?: Record<string, string>;
  /** Each line a process prints, with its name; nothing is shown without it. */
  onLine?: (name: string, line: string) => void;
}

export interface ClusterMember {
  name: string;
  child: ChildProcess;
  /** Every line it printed so far. */
  lines: string[];
  /** Resolves with the first line that matches. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<string>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface WebInstance extends ClusterMember {
  origin: string;
}

export interface RunningCluster {
  /** The load balancer's address: what a browser or a tablet is given. */
  origin: string;
  instances: WebInstance[];
  workers: ClusterMember[];
  /** One more worker process, e.g. in place of one that was killed. */
  startWorker(): Promise<ClusterMember>;
  /** SIGTERM to every process, SIGKILL to any still there after 15 s; resolves when all have ended. */
  stop(): Promise<void>;
}

/** The load balancer is Debian's HAProxy: a proxy that is maintained and well known, not one of our own. */
export function ensureHaproxy() {
  ensureDebianPackage({ name: 'haproxy', installed: () => spawnSync('haproxy', ['-v'], { stdio: 'ignore' }).status === 0, why: 'haproxy not found (the cluster’s load balancer)' });
}

/**
 * Round robin over the instances, each request on its own (HTTP mode balances every request, not
 * every connection). The client's address is set, never appended, so that a client cannot name
 * another one: the instances trust it (FOLIO_TRUST_PROXY) because they listen on 127.0.0.1 only.
 * An instance whose /ready fails twice, a second apart, is left out until it answers again.
 */
export function haproxyConfig(options: { host: string; port: number; instancePorts: number[] }): string {
  return [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  timeout connect 5s',
    '  timeout client 120s',
    '  timeout server 120s',
    '  retries 2',
    '  option redispatch',
    'frontend folio',
    `  bind ${options.host}:${options.port}`,
    '  http-request set-header X-Forwarded-For %[src]',
    '  default_backend instances',
    'backend instances',
    '  balance roundrobin',
    // An instance is sent requests while /ready answers 200: its database answers, it is migrated,
    // and it is not stopping (on SIGTERM it turns 503 and keeps serving FOLIO_DRAIN_SECONDS).
    '  option httpchk GET /ready',
    '  http-check expect status 200',
    ...options.instancePorts.map((port, index) => `  server web${index + 1} 127.0.0.1:${port} check inter 1s fall 2 rise 1`),
    '',
  ].join('\n');
}

function startMember(name: string, command: string, args: string[], env: NodeJS.ProcessEnv, onLine?: ClusterOptions['onLine']): ClusterMember {
  // A process group of its own: Ctrl-C reaches the launcher only, which stops each member once.
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const lines: string[] = [];
  const waiting: { pattern: RegExp; resolve: (line: string) => void }[] = [];
  const heard = (line: string) => {
    lines.push(line);
    onLine?.(name, line);
    for (const waiter of waiting.filter((each) => each.pattern.test(line))) {
      waiting.splice(waiting.indexOf(waiter), 1);
      waiter.resolve(line);
    }
  };
  createInterface({ input: child.stdout! }).on('line', heard);
  createInterface({ input: child.stderr! }).on('line', heard);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  return {
    name,
    child,
    lines,
    exited,
    waitFor(pattern, timeoutMs = START_TIMEOUT_MS) {
      const seen = lines.find((line) => pattern.test(line));
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`${name} did not print ${pattern} within ${timeoutMs / 1000} s:\n${lines.slice(-20).join('\n')}`)), timeoutMs);
        timer.unref();
        waiting.push({ pattern, resolve: (line) => (clearTimeout(timer), resolve(line)) });
        void exited.then(({ code, signal }) => reject(new Error(`${name} ended (${signal ?? code}) before printing ${pattern}:\n${lines.slice(-20).join('\n')}`)));
      });
    },
  };
}

async function stopMember(member: ClusterMember, signal: NodeJS.Signals = 'SIGTERM') {
  if (member.child.exitCode !== null || member.child.signalCode !== null) return;
  member.child.kill(signal);
  const timer = setTimeout(() => member.child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await member.exited;
  clearTimeout(timer);
}

/** Starts the whole cluster and resolves once every instance listens and every worker works. */
export async function startCluster(options: ClusterOptions): Promise<RunningCluster> {
  ensureHaproxy();
  const host = options.host ?? '127.0.0.1';
  const origin = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${options.port}`;
  const instancePorts = options.instancePorts ?? Array.from({ length: options.webInstances }, (_, index) => options.port + 1 + index);
  const env = {
    ...process.env,
    DATABASE_URL: options.databaseUrl,
    FOLIO_PUBLIC_URL: process.env.FOLIO_PUBLIC_URL ?? origin,
    ...options.env,
  };
  // Node with tsx as a loader, not tsx's own launcher: the pid is then the server's (kill -9 reaches it).
  const node = (script: string) => ['--import', 'tsx', path.join(ROOT, script)];
  const all: ClusterMember[] = [];
  let workerCount = 0;
  const startWorker = async () => {
    workerCount += 1;
    // A worker's /health (and /metrics) listen on a port of its own: it answers once the worker works.
    const [opsPort] = await freePorts(1);
    const workerEnv = { ...env, FOLIO_METRICS_PORT: String(opsPort), HOST: '127.0.0.1' };
    const worker = startMember(`worker${workerCount}`, process.execPath, node('server/worker.ts'), workerEnv, options.onLine);
    all.push(worker);
    await waitForHealth(`http://127.0.0.1:${opsPort}/health`, worker);
    return worker;
  };
  const instances = instancePorts.map((port, index) => {
    const instanceEnv = { ...env, PORT: String(port), HOST: '127.0.0.1', FOLIO_WORKERS: '0', FOLIO_TRUST_PROXY: 'true' };
    const member = startMember(`web${index + 1}`, process.execPath, node('server/main.ts'), instanceEnv, options.onLine);
    all.push(member);
    return { ...member, origin: `http://127.0.0.1:${port}` };
  });
  const folder = mkdtempSync(path.join(tmpdir(), 'folio-cluster-'));
  const configFile = path.join(folder, 'haproxy.cfg');
  writeFileSync(configFile, haproxyConfig({ host, port: options.port, instancePorts }));
  // -db: in the foreground, its messages on stderr; -W would add a master process.
  const balancer = startMember('haproxy', 'haproxy', ['-db', '-f', configFile], process.env, options.onLine);
  all.push(balancer);

  const stop = async () => {
    await Promise.all(all.filter((member) => member !== balancer).map((member) => stopMember(member)));
    // Last, so that it answers (with 503) until the instances are gone.
    await stopMember(balancer, 'SIGUSR1');
    rmSync(folder, { recursive: true, force: true });
  };
  // Whatever ends the launcher, its children do not outlive it.
  process.once('exit', () => {
    for (const member of all) if (member.child.exitCode === null && member.child.signalCode === null) member.child.kill('SIGKILL');
  });
  try {
    await Promise.all(instances.map((instance) => instance.waitFor(/^Folio is running at/)));
    const workers = await Promise.all(Array.from({ length: options.workers }, startWorker));
    await waitForBalancer(origin, balancer);
    return { origin, instances, workers, startWorker, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function waitForHealth(url: string, member: ClusterMember) {
  const until = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (member.child.exitCode !== null) throw new Error(`${member.name} ended:\n${member.lines.slice(-20).join('\n')}`);
    const status = await fetch(url).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    if (Date.now() > until) throw new Error(`${member.name} did not answer at ${url}:\n${member.lines.slice(-20).join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The balancer answers once it listens and has found an instance up. */
async function waitForBalancer(origin: string, balancer: ClusterMember) {
  const until = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (balancer.child.exitCode !== null) throw new Error(`haproxy ended:\n${balancer.lines.join('\n')}`);
    const status = await fetch(`${origin}/api/no-such-route`).then(
      (response) => response.status,
      () => 0,
    );
    if (status !== 0 && status !== 503) return;
    if (Date.now() > until) throw new Error(`haproxy did not answer at ${origin}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Ports free right now on 127.0.0.1, for a cluster in a test beside others. */
export async function freePorts(count: number): Promise<number[]> {
  const servers: Server[] = [];
  const ports: number[] = [];
  for (let index = 0; index < count; index++) {
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', resolve);
    });
    servers.push(server);
    ports.push((server.address() as { port: number }).port);
  }
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}
