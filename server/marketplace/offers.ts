import { MARKETPLACE_SELLER_ID, STANDARD_MEDIA_SHIPPING, landedPrice, type MainCondition, type Offer, type SubCondition } from '../../src/contract';
import { mix32 } from './deriveBook';
import { LAST_NAMES, PLACES } from './words';

/**
 * The competing offers of a book at a moment: the simulator's documented, deterministic rules.
 *
 * - Time moves in steps of OFFER_STEP_MS (an hour): the same ASIN and hour always give the same
 *   offers; the next hour may differ. Within an hour nothing moves, so a repricing run sees a
 *   steady market.
 * - A book has a fixed set of competitor slots (from its ASIN's hash): more for books with more
 *   offers in the catalog, at most MAX_OFFERS. Each slot is one seller of a pool of SELLER_POOL
 *   marketplace sellers (same id, name and feedback on every book), with a fixed channel,
 *   condition and sub-condition. A slot is present in a given hour with PRESENCE_SHARE: sellers
 *   come and go.
 * - A slot's price is the catalog's lowest price of its condition, raised by its place in the
 *   queue and its own margin, and moved by up to ±PRICE_DRIFT each hour: prices drift.
 * - The marketplace itself sells some new books (MARKETPLACE_SHARE of those with new copies), FBA,
 *   in 9 hours out of 10.
 * - Buy box: the eligible offers are the marketplace's and those of sellers with feedback of at
 *   least BUY_BOX_MIN_FEEDBACK; the holder is the one with the lowest landed price (price plus
 *   shipping), FBA before merchant-fulfilled on a tie, then the lower seller id. So exactly one
 *   offer holds it whenever any is eligible, and none otherwise.
 * - Offers come sorted by landed price, lowest first. Merchant-fulfilled offers charge
 *   MFN_SHIPPING; FBA offers ship free.
 *
 * Cost: a few microseconds an offer list (no strings are built; the seller pool is made once).
 */

export const OFFER_STEP_MS = 3_600_000;
export const MAX_OFFERS = 20;
export const BUY_BOX_MIN_FEEDBACK = 90;
export const MFN_SHIPPING = STANDARD_MEDIA_SHIPPING;
const SELLER_POOL = 4096;
const PRESENCE_SHARE = 0.85;
const PRICE_DRIFT = 0.06;
const MARKETPLACE_SHARE = 0.12;

/** What the offers need of a book: its catalog prices and offer counts. */
export interface OfferBasis {
  hash: number;
  lowestUsedPrice: number | null;
  lowestNewPrice: number | null;
  usedOffers: number;
  newOffers: number;
  fbaOffers: number;
}

interface PoolSeller {
  id: string;
  name: string;
  feedbackRating: number;
  feedbackCount: number;
}

const unit = (hash: number) => hash / 0x1_0000_0000;

const POOL: PoolSeller[] = Array.from({ length: SELLER_POOL }, (_, index) => {
  const hash = mix32(index * 0x9e3779b9 + 0x51ed27);
  const place = PLACES[hash % PLACES.length]!;
  const name = LAST_NAMES[mix32(hash) % LAST_NAMES.length]!;
  const kind = ['Books', 'Book Shop', 'Media', 'Reads', 'Used Books'][mix32(hash ^ 7) % 5]!;
  return {
    id: `A${hash.toString(36).toUpperCase().padStart(7, '0')}${(index % 36).toString(36).toUpperCase()}`,
    name: hash % 3 === 0 ? `${place} ${kind}` : `${name} ${kind}`,
    // Most sellers rate in the high nineties; a tail sits below the buy-box line.
    feedbackRating: 100 - Math.floor(24 * unit(mix32(hash ^ 0x2545f491)) ** 3),
    feedbackCount: Math.floor(Math.exp(2 + 9 * unit(mix32(hash ^ 0x68e31da4)))),
  };
});

const USED_SUBS: readonly SubCondition[] = ['likenew', 'verygood', 'verygood', 'good', 'good', 'good', 'acceptable'];

function slotPrice(base: number, slot: number, slotHash: number, hour: number): number {
  const margin = 1 + 0.03 * slot + 0.25 * unit(mix32(slotHash ^ 0x1b873593)) ** 2;
  const drift = 1 + PRICE_DRIFT * (2 * unit(mix32(slotHash ^ Math.imul(hour, 0x27d4eb2d))) - 1);
  return Math.max(99, Math.round(base * margin * drift));
}

/** The buy-box rule above: lowest landed, then FBA, then the lower seller id. */
function beats(a: Offer, b: Offer): boolean {
  const difference = landedPrice(a) - landedPrice(b);
  if (difference !== 0) return difference < 0;
  if (a.channel !== b.channel) return a.channel === 'FBA';
  return a.sellerId < b.sellerId;
}

export function offersOf(book: OfferBasis, at: Date, condition?: MainCondition): Offer[] {
  const hour = Math.floor(at.getTime() / OFFER_STEP_MS);
  const offers: Offer[] = [];
  const usedBase = book.lowestUsedPrice ?? (book.lowestNewPrice === null ? null : Math.round(book.lowestNewPrice * 0.7));
  const newBase = book.lowestNewPrice ?? (book.lowestUsedPrice === null ? null : Math.round(book.lowestUsedPrice * 1.4));
  const usedSlots = usedBase === null ? 0 : Math.min(book.usedOffers + 1, 14);
  const newSlots = newBase === null ? 0 : Math.min(book.newOffers + 1, MAX_OFFERS - 1 - usedSlots);
  const fbaShare = book.fbaOffers / Math.max(1, book.usedOffers + book.newOffers);

  for (let slot = 0; slot < usedSlots + newSlots; slot++) {
    const slotHash = mix32(book.hash ^ Math.imul(slot + 1, 0x9e3779b9));
    if (unit(mix32(slotHash ^ Math.imul(hour, 0x85ebca6b))) >= PRESENCE_SHARE) continue;
    const isUsed = slot < usedSlots;
    const collectible = isUsed && slotHash % 29 === 0;
    const offerCondition: MainCondition = collectible ? 'collectible' : isUsed ? 'used' : 'new';
    const seller = POOL[slotHash % SELLER_POOL]!;
    const channel = unit(mix32(slotHash ^ 0xcc9e2d51)) < fbaShare ? 'FBA' : 'MFN';
    const rank = isUsed ? slot : slot - usedSlots;
    const base = (isUsed ? usedBase! : newBase!) * (collectible ? 1.6 : 1) * (channel === 'FBA' ? 1.1 : 1);
    offers.push({
      sellerId: seller.id,
      sellerName: seller.name,
      channel,
      condition: offerCondition,
      subCondition: isUsed ? (collectible ? 'verygood' : USED_SUBS[mix32(slotHash ^ 0xe6546b64) % USED_SUBS.length]!) : 'new',
      price: slotPrice(base, rank, slotHash, hour),
      shipping: channel === 'FBA' ? 0 : MFN_SHIPPING,
      buyBox: false,
      buyBoxEligible: seller.feedbackRating >= BUY_BOX_MIN_FEEDBACK,
      feedbackRating: seller.feedbackRating,
      feedbackCount: seller.feedbackCount,
    });
  }

  const marketplaceHash = mix32(book.hash ^ 0x3c6ef372);
  if (newBase !== null && unit(marketplaceHash) < MARKETPLACE_SHARE && mix32(marketplaceHash ^ hour) % 10 !== 0) {
    offers.push({
      sellerId: MARKETPLACE_SELLER_ID,
      sellerName: 'Marketplace',
      channel: 'FBA',
      condition: 'new',
      subCondition: 'new',
      price: slotPrice(newBase, 0, marketplaceHash, hour),
      shipping: 0,
      buyBox: false,
      buyBoxEligible: true,
      feedbackRating: 100,
      feedbackCount: 1_000_000,
    });
  }

  let holder: Offer | null = null;
  for (const offer of offers) if (offer.buyBoxEligible && (holder === null || beats(offer, holder))) holder = offer;
  if (holder) holder.buyBox = true;

  // Insertion sort: at most 20 offers, already nearly in order.
  for (let i = 1; i < offers.length; i++) {
    const offer = offers[i]!;
    let j = i - 1;
    while (j >= 0 && landedPrice(offers[j]!) > landedPrice(offer)) {
      offers[j + 1] = offers[j]!;
      j--;
    }
    offers[j + 1] = offer;
  }
  if (condition === undefined) return offers;
  return offers.filter((offer) => offer.condition === condition);
}
