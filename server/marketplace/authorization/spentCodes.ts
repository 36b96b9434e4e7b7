import { createHash } from 'node:crypto';
import { lt } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { marketplaceSimSpentCodes } from '../../db/schema';

/**
 * Where the simulated marketplace remembers the authorisation codes it exchanged, so that a code is
 * good once, as the marketplace's are: a code read from a log, a browser history or a proxy must
 * not connect a second account. `spend` answers true on a code's first use only.
 */
export interface SpentCodes {
  spend(code: string, at: Date, lifetimeMs: number): Promise<boolean>;
}

const hashOf = (code: string) => createHash('sha256').update(code).digest('hex');

/**
 * In the database, so that every server instance and every restart agree (the servers' default). A
 * code spent longer ago than its lifetime is refused as expired anyway, so its row can go.
 */
export function spentCodesInDatabase(db: Database): SpentCodes {
  return {
    async spend(code, at, lifetimeMs) {
      await db.delete(marketplaceSimSpentCodes).where(lt(marketplaceSimSpentCodes.spentAt, new Date(at.getTime() - lifetimeMs)));
      const spent = await db.insert(marketplaceSimSpentCodes).values({ codeHash: hashOf(code), spentAt: at }).onConflictDoNothing().returning();
      return spent.length === 1;
    },
  };
}

/** In this process only: for a simulator built without a database (unit tests, benches). */
export function spentCodesInMemory(): SpentCodes {
  const spent = new Map<string, number>();
  return {
    async spend(code, at, lifetimeMs) {
      for (const [hash, when] of spent) if (when < at.getTime() - lifetimeMs) spent.delete(hash);
      const hash = hashOf(code);
      if (spent.has(hash)) return false;
      spent.set(hash, at.getTime());
      return true;
    },
  };
}
