import type { PlacementOption, ShippingMethod, TransportOption } from '~/contract/nsession';

/** One way to send the plan: a placement option with one carrier method for all its shipments. */
export interface PlacementChoice {
  method: ShippingMethod;
  /** Cents: the partnered carrier's cost over every shipment. */
  carrierCost: number;
  /** Cents: the placement fee plus the carrier. */
  total: number;
  /** The earliest and latest delivery of its shipments; null when no quote gives one. */
  deliveryStart: string | null;
  deliveryEnd: string | null;
  /** Every shipment has a partnered quote of this method (quotes still coming in otherwise). */
  quoted: boolean;
}

export interface PlacementRow {
  option: PlacementOption;
  choices: Record<ShippingMethod, PlacementChoice>;
}

const datesOf = (quotes: readonly TransportOption[], field: 'deliveryStart' | 'deliveryEnd') =>
  quotes.flatMap((quote) => (quote[field] === null ? [] : [quote[field]])).sort();

/**
 * Every placement option beside the partnered carrier's cost for each method, summed over its
 * shipments, with the fee added: what the seller pays for each way, compared before confirming.
 */
export function placementComparison(options: readonly PlacementOption[], transport: readonly TransportOption[]): PlacementRow[] {
  return options.map((option) => {
    const choiceOf = (method: ShippingMethod): PlacementChoice => {
      const quotes = option.shipments.map((shipment) => transport.find((quote) => quote.shipmentId === shipment.id && quote.method === method && quote.partnered));
      const found = quotes.filter((quote) => quote !== undefined);
      const carrierCost = found.reduce((sum, quote) => sum + quote.cost, 0);
      return {
        method,
        carrierCost,
        total: option.fee + carrierCost,
        deliveryStart: datesOf(found, 'deliveryStart')[0] ?? null,
        deliveryEnd: datesOf(found, 'deliveryEnd').at(-1) ?? null,
        quoted: found.length === option.shipments.length && option.shipments.length > 0,
      };
    };
    return { option, choices: { SPD: choiceOf('SPD'), LTL: choiceOf('LTL') } };
  });
}

/** The cheapest way among those fully quoted on options still offered: the one the screen marks. */
export function cheapestChoice(rows: readonly PlacementRow[]): { optionId: string; method: ShippingMethod } | null {
  let best: { optionId: string; method: ShippingMethod; total: number } | null = null;
  for (const row of rows) {
    if (row.option.status === 'EXPIRED') continue;
    for (const choice of Object.values(row.choices)) {
      if (choice.quoted && (best === null || choice.total < best.total)) best = { optionId: row.option.id, method: choice.method, total: choice.total };
    }
  }
  return best && { optionId: best.optionId, method: best.method };
}

/** Booking the carrier for the shipments left without one: what it costs now, or why it cannot be done. */
export type BookingQuote = { bookable: true; cost: number; expiresAt: string } | { bookable: false; reason: 'NOT_QUOTED' | 'EXPIRED' };

/**
 * For each method, the partnered carrier's standing quotes over `shipmentIds` (the confirmed
 * placement's shipments not booked): their cost and the first expiry, or why they cannot be booked.
 */
export function bookingQuotes(shipmentIds: readonly string[], transport: readonly TransportOption[], now: number): Record<ShippingMethod, BookingQuote> {
  const quoteOf = (method: ShippingMethod): BookingQuote => {
    const standing: TransportOption[] = [];
    for (const shipmentId of shipmentIds) {
      const quotes = transport.filter((quote) => quote.shipmentId === shipmentId && quote.method === method && quote.partnered);
      if (quotes.length === 0) return { bookable: false, reason: 'NOT_QUOTED' };
      const live = quotes.find((quote) => Date.parse(quote.expiresAt) > now);
      if (!live) return { bookable: false, reason: 'EXPIRED' };
      standing.push(live);
    }
    return {
      bookable: true,
      cost: standing.reduce((sum, quote) => sum + quote.cost, 0),
      expiresAt: standing.map((quote) => quote.expiresAt).sort()[0] ?? '',
    };
  };
  return { SPD: quoteOf('SPD'), LTL: quoteOf('LTL') };
}
