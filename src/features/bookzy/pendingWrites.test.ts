import { describe, expect, it } from 'vitest';
import type { BookzyDevice, Trigger } from '~/contract/bookzy';
import { DEFAULT_MEDIA_MAIL_RATES } from '~/contract/bookzy';
import { devicesWithPending, ratesWithPending, triggersWithPending, type PendingWrite } from './pendingWrites';

const PHONE = '7f1c1d3e-9a51-4f1f-9d57-1b2f1c3a4b5c';
const OTHER = '0b8f3a52-77a4-4d41-8c39-1f0b6a1f2e3d';
const device = (deviceId: string): BookzyDevice => ({
  deviceId, deviceName: 'Phone', subscriptionId: 'sub', buyCost: 100, inboundCost: 50, isHidden: false, status: 'ACTIVE', nextInvoiceDate: null,
});
const trigger = (id: number, order: number, deviceId = PHONE): Trigger => ({
  id, device: deviceId, order, active: true, name: `T${id}`, colorCode: '#2f9e44', channel: 'MF', priceSource: 'LOWEST_USED',
  minProfit: 300, maxSalesRank: null, maxOffers: null, minPrice: null,
});
const ruleOf = ({ id: _id, device: _device, order: _order, active: _active, ...rule }: Trigger) => rule;
const write = (endpoint: string, input: PendingWrite['input']): PendingWrite => ({ endpoint, input });
const orderOf = (triggers: Trigger[]) => [...triggers].sort((a, b) => a.order - b.order).map((t) => t.id);

describe('pending writes over server data', () => {
  it('applies device settings to the right device, the last write winning', () => {
    const result = devicesWithPending([device(PHONE), device(OTHER)], [
      write('bookzyDevices.setBuyCost', { params: { id: PHONE }, body: { buyCost: 25 } }),
      write('bookzyDevices.setBuyCost', { params: { id: PHONE }, body: { buyCost: 75 } }),
      write('bookzyDevices.setHiddenMode', { params: { id: OTHER }, body: { deviceId: OTHER, isHidden: true } }),
      write('bookzyDevices.rename', { params: { id: PHONE }, body: { deviceName: 'Sale phone' } }),
    ]);
    expect(result[0]).toMatchObject({ buyCost: 75, deviceName: 'Sale phone', isHidden: false });
    expect(result[1]).toMatchObject({ buyCost: 100, isHidden: true });
  });

  it('moves a trigger below another, to the top, and closes the gap of a removed one', () => {
    const triggers = [trigger(1, 1), trigger(2, 2), trigger(3, 3), trigger(9, 1, OTHER)];
    expect(orderOf(triggersWithPending(triggers, [write('triggers.moveBelow', { params: { id: 1 }, query: { targetId: 3 } })]).filter((t) => t.device === PHONE))).toEqual([2, 3, 1]);
    expect(orderOf(triggersWithPending(triggers, [write('triggers.moveBelow', { params: { id: 3 }, query: { targetId: 0 } })]).filter((t) => t.device === PHONE))).toEqual([3, 1, 2]);
    const removed = triggersWithPending(triggers, [write('triggers.remove', { params: { id: 2 } })]);
    expect(removed.filter((t) => t.device === PHONE).map((t) => [t.id, t.order])).toEqual([[1, 1], [3, 2]]);
    expect(removed.find((t) => t.id === 9)!.order).toBe(1);
  });

  it('ignores a move below a trigger of another device', () => {
    const triggers = [trigger(1, 1), trigger(2, 2), trigger(9, 1, OTHER)];
    expect(triggersWithPending(triggers, [write('triggers.moveBelow', { params: { id: 1 }, query: { targetId: 9 } })])).toEqual(triggers);
  });

  it('deactivates, reactivates and edits triggers, and saves rates', () => {
    const [result] = triggersWithPending([trigger(1, 1)], [
      write('triggers.deactivate', { params: { id: 1 } }),
      write('triggers.update', { params: { id: 1 }, body: { ...ruleOf(trigger(1, 1)), name: 'Keepers', minProfit: 500 } }),
    ]);
    expect(result).toMatchObject({ active: false, name: 'Keepers', minProfit: 500 });
    const rates = { ...DEFAULT_MEDIA_MAIL_RATES, baseRate: 400 };
    expect(ratesWithPending(DEFAULT_MEDIA_MAIL_RATES, [write('rates.saveMediaMail', { body: rates })])).toEqual(rates);
  });
});
