import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCircles, importGraph } from '../scripts/lib/importCircles';

const root = path.resolve(import.meta.dirname, '..');
const graph = importGraph(root, 'server');

/** The queue and the deps every service receives: a circle through them reaches every module's job. */
const throughQueueOrDeps = (circle: string[]) => circle.some((file) => file.startsWith(path.join('server', 'jobs')) || file === path.join('server', 'deps.ts'));

describe('import circles in the server', () => {
  it('none passes through the job queue or the deps: the list of jobs is composed where a process starts', () => {
    const circles = importCircles(graph).filter(throughQueueOrDeps);
    expect(circles, circles.map((circle) => circle.join(' → ')).join('\n')).toEqual([]);
  });

  it('would see the old circle: the deps importing the list of jobs', () => {
    const withOldImport = new Map(graph);
    withOldImport.set('server/deps.ts', [...graph.get('server/deps.ts')!, 'server/allJobs.ts']);
    const circles = importCircles(withOldImport).filter(throughQueueOrDeps);
    expect(circles).toHaveLength(1);
    expect(circles[0]).toEqual(expect.arrayContaining(['server/deps.ts', 'server/allJobs.ts', 'server/jobs/defineJob.ts', 'server/modules/reports/reportJob.ts']));
  });
});
