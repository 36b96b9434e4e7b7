import { readFileSync, readdirSync } from 'node:fs';

/** Linux counts process CPU time in clock ticks, a hundredth of a second on every kernel Folio runs on. */
const TICKS_PER_SECOND = 100;

/** CPU seconds a process has used (user and system), 0 once it is gone. */
function cpuSecondsOf(pid: number): number {
  try {
    // The command name may hold spaces: the fields after it start past its closing parenthesis.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** The processes whose command name is one of `names` (PostgreSQL's backends, HAProxy). */
function pidsNamed(names: string[]): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return names.includes(readFileSync(`/proc/${pid}/comm`, 'utf8').trim());
      } catch {
        return false;
      }
    })
    .map(Number);
}

export type CpuGroups = Record<string, () => number[]>;

/**
 * Starts counting the CPU seconds each group of processes uses, and answers the function that
 * stops and returns them: which process the machine's cores went to while a bench ran. A process
 * that ends in between counts until it is last seen; one that starts in between counts whole.
 */
export function cpuUse(groups: CpuGroups) {
  const read = () => new Map(Object.entries(groups).map(([name, pids]) => [name, new Map(pids().map((pid) => [pid, cpuSecondsOf(pid)]))]));
  const before = read();
  return () => {
    const after = read();
    return Object.fromEntries(
      [...after].map(([name, pids]) => [name, [...pids].reduce((sum, [pid, seconds]) => sum + seconds - (before.get(name)?.get(pid) ?? 0), 0)]),
    ) as Record<string, number>;
  };
}

export const postgresPids = () => pidsNamed(['postgres']);
export const haproxyPids = () => pidsNamed(['haproxy']);
