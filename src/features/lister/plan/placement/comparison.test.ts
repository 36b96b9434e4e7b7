import { describe, expect, it } from 'vitest';
import type { PlacementOption, TransportOption } from '~/contract/nsession';
import { bookingQuotes, cheapestChoice, placementComparison } from './comparison';

const option = (id: string, fee: number, shipments: string[], status: PlacementOption['status'] = 'OFFERED'): PlacementOption => ({
  id,
  name: id,
  fee,
  status,
  expiresAt: '2026-11-29T10:00:00.000Z',
  shipments: shipments.map((shipment) => ({ id: shipment, destination: 'PHX7', boxIds: [1], units: 3, weight: 40 })),
});
const quote = (shipmentId: string, method: 'SPD' | 'LTL', cost: number, partnered = true): TransportOption => ({
  id: `to-${shipmentId}-${method}-${partnered}`,
  shipmentId,
  method,
  carrier: 'Carrier',
  partnered,
  cost,
  readyToShip: '2026-11-27',
  deliveryStart: shipmentId === 'b' ? '2026-12-01' : '2026-11-30',
  deliveryEnd: shipmentId === 'b' ? '2026-12-06' : '2026-12-04',
  pallets: null,
  freightClass: null,
  expiresAt: '2026-11-29T10:00:00.000Z',
});

describe('the placement comparison', () => {
  const transport = [quote('a', 'SPD', 900), quote('b', 'SPD', 1100), quote('a', 'LTL', 30000), quote('b', 'LTL', 30000), quote('a', 'SPD', 0, false), quote('c', 'SPD', 1800)];

  it('adds the fee to the partnered carrier over every shipment, with the widest delivery window', () => {
    const [split, single] = placementComparison([option('split', 0, ['a', 'b']), option('single', 450, ['c'])], transport);
    expect(split!.choices.SPD).toMatchObject({ carrierCost: 2000, total: 2000, deliveryStart: '2026-11-30', deliveryEnd: '2026-12-06', quoted: true });
    expect(split!.choices.LTL).toMatchObject({ total: 60000, quoted: true });
    expect(single!.choices.SPD).toMatchObject({ carrierCost: 1800, total: 2250, quoted: true });
    // No LTL quote for shipment c yet: not comparable.
    expect(single!.choices.LTL.quoted).toBe(false);
  });

  it('has no delivery window when no quote gives one (the Selling Partner API\'s partnered carriers), and the widest of those that do', () => {
    const undated = (base: TransportOption): TransportOption => ({ ...base, deliveryStart: null, deliveryEnd: null });
    const [none] = placementComparison([option('split', 0, ['a', 'b'])], [undated(quote('a', 'SPD', 900)), undated(quote('b', 'SPD', 1100))]);
    expect(none!.choices.SPD).toMatchObject({ carrierCost: 2000, deliveryStart: null, deliveryEnd: null, quoted: true });
    const [some] = placementComparison([option('split', 0, ['a', 'b'])], [undated(quote('a', 'SPD', 900)), quote('b', 'SPD', 1100)]);
    expect(some!.choices.SPD).toMatchObject({ deliveryStart: '2026-12-01', deliveryEnd: '2026-12-06' });
  });

  it('marks the cheapest way that is fully quoted and still offered', () => {
    expect(cheapestChoice(placementComparison([option('split', 0, ['a', 'b']), option('single', 450, ['c'])], transport))).toEqual({ optionId: 'split', method: 'SPD' });
    expect(cheapestChoice(placementComparison([option('split', 0, ['a', 'b'], 'EXPIRED'), option('single', 450, ['c'])], transport))).toEqual({ optionId: 'single', method: 'SPD' });
    expect(cheapestChoice([])).toBeNull();
  });
});

describe('booking the shipments left without a carrier', () => {
  const now = Date.parse('2026-11-28T10:00:00.000Z');
  const expired = (base: TransportOption): TransportOption => ({ ...base, id: `${base.id}-old`, expiresAt: '2026-11-28T09:00:00.000Z' });

  it('costs the standing partnered quotes of the shipments named, expiring with the first of them', () => {
    const transport = [expired(quote('a', 'SPD', 500)), quote('a', 'SPD', 900), quote('b', 'SPD', 1100), quote('a', 'SPD', 0, false), quote('a', 'LTL', 30000)];
    const quotes = bookingQuotes(['a', 'b'], transport, now);
    expect(quotes.SPD).toEqual({ bookable: true, cost: 2000, expiresAt: '2026-11-29T10:00:00.000Z' });
    expect(quotes.LTL).toEqual({ bookable: false, reason: 'NOT_QUOTED' });
  });

  it('cannot book with quotes that have expired: they are quoted again', () => {
    const quotes = bookingQuotes(['a'], [expired(quote('a', 'SPD', 900)), quote('a', 'SPD', 0, false)], now);
    expect(quotes.SPD).toEqual({ bookable: false, reason: 'EXPIRED' });
  });
});
