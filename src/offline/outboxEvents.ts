import { createEventBus } from '~/lib/eventBus';
import type { OutboxInput } from './outboxEntry';

export interface OutboxApplied {
  entryId: number;
  endpointKey: string;
  input: OutboxInput;
  /** The server's reply data; null when it answered 1080 (it had applied this write already). */
  reply: unknown;
}

const applied = createEventBus<OutboxApplied>();

/**
 * Told after the server applied a write and its entry was deleted, in this tab: a feature updates
 * or invalidates its queries here, so its screen moves from the overlay to the server's value.
 */
export const onOutboxApplied = applied.subscribe;
export const emitOutboxApplied = applied.emit;

const changed = createEventBus<void>();

/** An entry was added or put back to pending in this tab: the sync runner starts a pass. */
export const onOutboxWork = changed.subscribe;
export const emitOutboxWork = () => changed.emit();
