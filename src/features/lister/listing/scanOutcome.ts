import type { AddOutcome, BookCandidate, HazmatType, ItemChangeReply } from '~/contract/lister';
import type { OutboxEntry } from '~/offline/outboxEntry';
import type { SoundEvent } from '~/sounds';

/** What the seller sees and hears about one scan into a session. */
export interface ScanResult {
  code: string;
  /** 'saved': stored on this device, not on the server yet. */
  kind: 'added' | 'increased' | 'saved' | 'failed';
  title?: string;
  quantity?: number;
  message: string;
  sound: SoundEvent;
  flags: string[];
  reply?: ItemChangeReply;
  /** The scan the server refused, still in the outbox: the seller dismisses it (or retries) from here. */
  refusal?: OutboxEntry;
}

export const codeOfEntry = (entry: OutboxEntry) => String((entry.input.body as { code?: unknown } | undefined)?.code ?? '');

/** The server's reason for refusing a scan, and what the seller does with the book. */
export function refusalMessage(entry: OutboxEntry): string {
  const reason = entry.lastError?.message ?? 'The server refused this scan.';
  // 404: the marketplace does not list the book; no scan of it will ever be taken.
  return entry.lastError?.status === 404 ? `${reason} Set the book aside: it cannot be listed.` : reason;
}

export const refusedResult = (entry: OutboxEntry): ScanResult => ({
  code: codeOfEntry(entry),
  kind: 'failed',
  message: refusalMessage(entry),
  sound: 'error',
  flags: [],
  refusal: entry,
});

/** What both lister flows answer to a scan: the item it made or grew, and the editions the code lists. */
export interface ScannedReply {
  outcome: AddOutcome | null;
  item: { title: string; quantity: number; restricted: boolean; hazmatType: HazmatType | null; hasBattery: boolean } | null;
  candidates: readonly BookCandidate[];
}

/** The older flow's reply also lets the seller swap the edition from the last scan. */
export const resultOfReply = (code: string, reply: ItemChangeReply): ScanResult => ({ ...resultOfScan(code, reply), reply });

/** The sound of an item the server took: its most important flag wins (spec 3.2 event sounds). */
export function resultOfScan(code: string, reply: ScannedReply): ScanResult {
  const item = reply.item;
  if (!item) {
    return { code, kind: 'failed', message: 'The marketplace lists several books under this code.', sound: 'multiple results', flags: [] };
  }
  const flags = [
    ...(item.restricted ? ['Restricted'] : []),
    ...(item.hazmatType ? [`Hazmat: ${item.hazmatType}`] : []),
    ...(item.hasBattery ? ['Battery'] : []),
    ...(reply.candidates.length > 1 ? [`${reply.candidates.length} editions`] : []),
  ];
  const sound: SoundEvent = item.restricted
    ? 'restricted'
    : reply.candidates.length > 1
      ? 'multiple results'
      : item.hazmatType || item.hasBattery
        ? 'warning'
        : 'success';
  const increased = reply.outcome === 'INCREASED';
  return {
    code,
    kind: increased ? 'increased' : 'added',
    title: item.title,
    quantity: item.quantity,
    message: increased ? `One more: ${item.quantity} in the session.` : 'Added to the session.',
    sound,
    flags,
  };
}

export const savedResult = (code: string): ScanResult => ({
  code,
  kind: 'saved',
  message: 'Saved on this device. It goes to the session when the network returns.',
  sound: 'success',
  flags: [],
});

export const failedResult = (code: string, message: string): ScanResult => ({
  code,
  kind: 'failed',
  message,
  sound: 'error',
  flags: [],
});
