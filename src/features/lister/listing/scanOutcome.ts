import type { ItemChangeReply } from '~/contract/lister';
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
}

/** The sound of an item the server took: its most important flag wins (spec 3.2 event sounds). */
export function resultOfReply(code: string, reply: ItemChangeReply): ScanResult {
  const item = reply.item;
  if (!item) {
    return { code, kind: 'failed', message: 'The marketplace lists several books under this code.', sound: 'multiple results', flags: [], reply };
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
    reply,
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
