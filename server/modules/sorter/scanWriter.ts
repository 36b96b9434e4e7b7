import type { Database } from '../../db/database';
import { storeScans, type ScanRow } from './decideCode';

/**
 * The machine API's scans, written together: a conveyor's controllers ask several at a time, and
 * the scans that arrive while one write is under way go into the next write as one statement,
 * rather than each waiting its turn for a statement of its own (PGlite runs statements one at a
 * time). Each call still answers only once its scan is stored, or with the write's error.
 */

interface Waiting {
  scan: ScanRow;
  resolve: (recorded: boolean) => void;
  reject: (error: unknown) => void;
}

/** Scans written in one statement at most: a bound on the statement's size. */
const BATCH_MAX = 100;

class ScanWriter {
  private waiting: Waiting[] = [];
  private writing = false;

  constructor(private readonly db: Database) {}

  store(scan: ScanRow): Promise<boolean> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ scan, resolve, reject });
      // After this turn of the event loop: the calls that arrived with this one join its write.
      if (!this.writing) {
        this.writing = true;
        setImmediate(() => void this.writeWaiting());
      }
    });
  }

  private async writeWaiting() {
    while (this.waiting.length > 0) {
      const batch = this.waiting.splice(0, BATCH_MAX);
      try {
        const recorded = await storeScans(this.db, batch.map((each) => each.scan));
        batch.forEach((each, index) => each.resolve(recorded[index]!));
      } catch (error) {
        for (const each of batch) each.reject(error);
      }
    }
    this.writing = false;
  }
}

/** One writer per database (not per transaction: machine calls write outside any). */
const writers = new WeakMap<Database, ScanWriter>();

export function storeMachineScan(db: Database, scan: ScanRow): Promise<boolean> {
  let writer = writers.get(db);
  if (!writer) {
    writer = new ScanWriter(db);
    writers.set(db, writer);
  }
  return writer.store(scan);
}
