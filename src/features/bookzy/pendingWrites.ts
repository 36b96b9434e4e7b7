import type { BookzyDevice, MediaMailRates, Trigger, TriggerInput } from '~/contract/bookzy';
import type { OutboxEndpointKey } from '~/offline/outboxEndpoints';

/** A write waiting in the outbox, as the overlay needs it. */
export interface PendingWrite {
  endpoint: string;
  input: { params?: unknown; query?: unknown; body?: unknown };
}

type Params = { id: string | number };
const paramsOf = (write: PendingWrite) => write.input.params as Params;
const bodyOf = <T>(write: PendingWrite) => write.input.body as T;
const is = (write: PendingWrite, key: OutboxEndpointKey) => write.endpoint === key;

/**
 * Local first: what the seller changed but the server has not confirmed yet is laid over the
 * server's data, in the order it was made, so screens and offline verdicts use it at once.
 */
export function devicesWithPending(devices: readonly BookzyDevice[], writes: readonly PendingWrite[]): BookzyDevice[] {
  return writes.reduce<BookzyDevice[]>(
    (current, write) =>
      current.map((device) => {
        if (device.deviceId !== paramsOf(write)?.id) return device;
        if (is(write, 'bookzyDevices.setBuyCost')) return { ...device, ...bodyOf<{ buyCost: number }>(write) };
        if (is(write, 'bookzyDevices.setInboundCost')) return { ...device, ...bodyOf<{ inboundCost: number }>(write) };
        if (is(write, 'bookzyDevices.setHiddenMode')) return { ...device, isHidden: bodyOf<{ isHidden: boolean }>(write).isHidden };
        if (is(write, 'bookzyDevices.rename')) return { ...device, ...bodyOf<{ deviceName: string }>(write) };
        return device;
      }),
    [...devices],
  );
}

/** Mirrors the server's order rules: removal closes the gap, move below lands right under its target. */
function moveBelow(triggers: Trigger[], id: number, targetId: number): Trigger[] {
  const moving = triggers.find((trigger) => trigger.id === id);
  if (!moving) return triggers;
  const sameDevice = triggers.filter((t) => t.device === moving.device && t.id !== id).sort((a, b) => a.order - b.order);
  const at = targetId === 0 ? 0 : sameDevice.findIndex((t) => t.id === targetId) + 1;
  if (targetId !== 0 && at === 0) return triggers;
  sameDevice.splice(at, 0, moving);
  const newOrder = new Map(sameDevice.map((trigger, index) => [trigger.id, index + 1]));
  return triggers.map((trigger) => (newOrder.has(trigger.id) ? { ...trigger, order: newOrder.get(trigger.id)! } : trigger));
}

function withoutTrigger(triggers: Trigger[], id: number): Trigger[] {
  const removed = triggers.find((trigger) => trigger.id === id);
  if (!removed) return triggers;
  return triggers
    .filter((trigger) => trigger.id !== id)
    .map((t) => (t.device === removed.device && t.order > removed.order ? { ...t, order: t.order - 1 } : t));
}

export function triggersWithPending(triggers: readonly Trigger[], writes: readonly PendingWrite[]): Trigger[] {
  return writes.reduce<Trigger[]>((current, write) => {
    const id = Number(paramsOf(write)?.id);
    const change = (patch: (trigger: Trigger) => Trigger) => current.map((t) => (t.id === id ? patch(t) : t));
    if (is(write, 'triggers.update')) return change((t) => ({ ...t, ...bodyOf<TriggerInput>(write) }));
    if (is(write, 'triggers.activate')) return change((t) => ({ ...t, active: true }));
    if (is(write, 'triggers.deactivate')) return change((t) => ({ ...t, active: false }));
    if (is(write, 'triggers.remove')) return withoutTrigger(current, id);
    if (is(write, 'triggers.moveBelow')) {
      return moveBelow(current, id, Number((write.input.query as { targetId: number }).targetId));
    }
    return current;
  }, [...triggers]);
}

export function ratesWithPending(rates: MediaMailRates, writes: readonly PendingWrite[]): MediaMailRates {
  return writes.reduce((current, write) => (is(write, 'rates.saveMediaMail') ? bodyOf<MediaMailRates>(write) : current), rates);
}
