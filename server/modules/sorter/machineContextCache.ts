import type { ProductRow } from '../../auth/sellerContext';
import type { LoadedSorterConfig } from './sorterConfig';

/**
 * What a machine call needs of its key and the key's owner, kept in memory between calls so that a
 * warm call reads nothing (the row of sorter_machine_context, migration 0016, parsed).
 *
 * A kept context is never served after a change to it is known: every write to what it holds calls
 * bumpSorterContext (sorterContextChanges.ts) in its transaction, which forgets the seller's
 * contexts in this process at once and holds them off until the commit is announced; other
 * processes forget on that announcement. A load that was under way when its seller's context was
 * forgotten answers its own call but is not kept (it may have read the state before the change).
 * Unknown keys are never kept, so a new key needs nothing forgotten.
 */
export interface MachineContext {
  keyId: number;
  userId: number;
  revokedAt: Date | null;
  disabled: boolean;
  products: readonly ProductRow[];
  /** Null for a revoked key or a disabled account: nothing is decided with it. */
  sorter: LoadedSorterConfig | null;
  /** The key's last use as this process knows it: written at most once a minute (auth/machineKeys.ts). */
  lastUsedAt: Date | null;
  /** The seller's context version it was read at (sorter_context_versions; 0 before any change). */
  version: number;
}

/** A safety net, not the way changes arrive: a context is read again after this long whatever happens. */
export const CONTEXT_TTL_MS = 30_000;
/** A write's hold ends on its commit's announcement, or after this long when it rolled back (no announcement comes). */
export const HOLD_MS = 10_000;
/** Keys kept at most (a seller has a few): past it the oldest goes. */
const MAX_KEYS = 10_000;

interface Kept {
  context: MachineContext;
  loadedAt: number;
}

export class MachineContextCache {
  private readonly kept = new Map<string, Kept>();
  private readonly hashesOf = new Map<number, Set<string>>();
  /** Counts forgets: a load keeps its result only if its seller was not forgotten since it started. */
  private seq = 0;
  private readonly forgottenAt = new Map<number, number>();
  private clearedAt = 0;
  private loads = 0;
  /** Sellers whose change is written but not yet announced as committed: nothing of theirs is served or kept. */
  private readonly holds = new Map<number, Map<string, number>>();
  /** Whether changes are heard: a cache that might miss one keeps nothing. */
  private hearing = false;

  /**
   * checkVersions: other processes may change a seller's context, and their announcements arrive a
   * moment after the commit, so a kept context is used only once its version is checked.
   */
  constructor(
    private readonly now: () => number,
    readonly options: { checkVersions: boolean } = { checkVersions: false },
  ) {}

  /** The kept context of this key hash, when there is one to trust. */
  find(hash: string): MachineContext | undefined {
    const kept = this.kept.get(hash);
    if (!kept) return undefined;
    const age = this.now() - kept.loadedAt;
    if (age >= 0 && age < CONTEXT_TTL_MS) return kept.context;
    this.drop(hash, kept.context.userId);
    return undefined;
  }

  /** Reads the context and keeps it when nothing it holds may have changed while it was read. */
  async load(hash: string, read: () => Promise<MachineContext | null>): Promise<MachineContext | null> {
    const startedAt = this.seq;
    const loadedAt = this.now();
    this.loads += 1;
    try {
      const context = await read();
      if (context && this.mayKeep(context.userId, startedAt)) this.keep(hash, context, loadedAt);
      return context;
    } finally {
      this.loads -= 1;
      // Forget times only matter to loads under way: with none, they can go.
      if (this.loads === 0) this.forgottenAt.clear();
    }
  }

  /** A change to this seller is committed (or was heard from elsewhere): their contexts are read again. */
  forget(userId: number) {
    this.forgottenAt.set(userId, ++this.seq);
    for (const hash of this.hashesOf.get(userId) ?? []) this.kept.delete(hash);
    this.hashesOf.delete(userId);
  }

  /** A change to this seller is being written: forget now, and keep nothing of theirs until `release`. */
  hold(userId: number, token: string) {
    this.forget(userId);
    const tokens = this.holds.get(userId) ?? new Map<string, number>();
    tokens.set(token, this.now() + HOLD_MS);
    this.holds.set(userId, tokens);
  }

  /** The change of this token is committed: forget what was read meanwhile, and keep again. */
  release(userId: number, token: string) {
    this.forget(userId);
    const tokens = this.holds.get(userId);
    tokens?.delete(token);
    if (tokens?.size === 0) this.holds.delete(userId);
  }

  /** Changes are heard from now on (true), or may be missed (false); either way what is kept goes. */
  setHearing(hearing: boolean) {
    this.hearing = hearing;
    this.clear();
  }

  clear() {
    this.kept.clear();
    this.hashesOf.clear();
    this.clearedAt = ++this.seq;
  }

  get size() {
    return this.kept.size;
  }

  private mayKeep(userId: number, startedAt: number) {
    return this.hearing && this.clearedAt <= startedAt && (this.forgottenAt.get(userId) ?? 0) <= startedAt && !this.held(userId);
  }

  private held(userId: number) {
    const tokens = this.holds.get(userId);
    if (!tokens) return false;
    const now = this.now();
    for (const [token, until] of tokens) if (until <= now) tokens.delete(token);
    if (tokens.size === 0) this.holds.delete(userId);
    return tokens.size > 0;
  }

  private keep(hash: string, context: MachineContext, loadedAt: number) {
    if (!this.kept.has(hash) && this.kept.size >= MAX_KEYS) {
      const [oldest] = this.kept;
      if (oldest) this.drop(oldest[0], oldest[1].context.userId);
    }
    deepFreeze(context.sorter);
    deepFreeze(context.products);
    this.kept.set(hash, { context, loadedAt });
    const hashes = this.hashesOf.get(context.userId) ?? new Set<string>();
    hashes.add(hash);
    this.hashesOf.set(context.userId, hashes);
  }

  private drop(hash: string, userId: number) {
    this.kept.delete(hash);
    const hashes = this.hashesOf.get(userId);
    hashes?.delete(hash);
    if (hashes?.size === 0) this.hashesOf.delete(userId);
  }
}

/** Calls share a kept configuration: frozen, so that no decision can change it for the next one. */
function deepFreeze(value: unknown) {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const each of Object.values(value)) deepFreeze(each);
}
