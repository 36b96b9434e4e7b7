import { describe, expect, it } from 'vitest';
import { MARKETPLACE_SELLER_ID } from '../../../src/contract';
import { factsOf } from './catalogItems';
import { marketOf, offerOf } from './productPricing';
import { parseTabSeparated } from './reports';
import { stockSkuOf } from './stock';

/** The adapter's readings of the marketplace's own shapes, as it writes them (not as the fake does). */
const US = 'ATVPDKIKX0DER';

describe("reading the marketplace's answers", () => {
  it('reads a merchant listings report row: channel, condition code, price, open date, note', async () => {
    const [row] = await parseTabSeparated(
      'item-name\titem-description\tlisting-id\tseller-sku\tprice\tquantity\topen-date\titem-note\titem-condition\tasin1\tproduct-id-type\tproduct-id\tfulfillment-channel\r\n' +
        'A Book\t\t0302X\tU-42\t12.5\t\t2026-03-02 10:11:12 PST\tLight wear.\t2\t0306406152\t1\t0306406152\tAMAZON_NA\r\n',
    );
    const fba = { sellerSku: 'U-42', inventoryDetails: { fulfillableQuantity: 2, inboundShippedQuantity: 1, inboundReceivingQuantity: 1, reservedQuantity: { totalReservedQuantity: 1 } } };
    expect(stockSkuOf(row!, fba, new Date('2026-03-12T12:00:00Z'))).toMatchObject({
      sku: 'U-42',
      asin: '0306406152',
      isbn13: '9780306406157',
      channel: 'FBA',
      condition: 'used',
      subCondition: 'verygood',
      activeQty: 2,
      inboundQty: 2,
      reservedQty: 1,
      price: 1250,
      ageDays: 10,
      note: 'Light wear.',
      salesRank: null,
    });
  });

  it('reads a catalog item: title, author, rank in Books, weight in any unit, binding, dangerous goods', () => {
    const facts = factsOf(
      {
        asin: '0306406152',
        summaries: [{ marketplaceId: US, itemName: 'A Book', brand: 'Publisher', contributors: [{ role: { value: 'editor' }, value: 'E. Ditor' }, { role: { value: 'author' }, value: 'A. Author' }] }],
        attributes: { binding: [{ value: 'hardcover' }], supplier_declared_dg_hz_regulation: [{ value: 'ghs' }], batteries_required: [{ value: true }] },
        salesRanks: [{ marketplaceId: US, displayGroupRanks: [{ websiteDisplayGroup: 'toy_display_on_website', title: 'Toys', rank: 3 }, { websiteDisplayGroup: 'book_display_on_website', title: 'Books', rank: 52_311 }] }],
        dimensions: [{ marketplaceId: US, package: { weight: { unit: 'grams', value: 680 } } }],
        identifiers: [{ marketplaceId: US, identifiers: [{ identifierType: 'EAN', identifier: '9780306406157' }] }],
      },
      US,
    );
    expect(facts).toEqual({ asin: '0306406152', ean: '9780306406157', title: 'A Book', author: 'A. Author', salesRank: 52_311, weight: 15, binding: 'hardcover', hazmatType: 'GHS', hasBattery: true });
    expect(factsOf({ asin: 'B00X' }, US)).toMatchObject({ title: 'B00X', author: '', salesRank: null, weight: null, hazmatType: null, hasBattery: false });
  });

  it("reads an offer and a book's market from Product Pricing's answer", () => {
    const offer = offerOf(
      { SellerId: US, SubCondition: 'new', ListingPrice: { CurrencyCode: 'USD', Amount: 19.99 }, Shipping: { CurrencyCode: 'USD', Amount: 0 }, IsFulfilledByAmazon: true, IsBuyBoxWinner: true, ShippingTime: {} },
      'new',
      US,
    );
    expect(offer).toMatchObject({ sellerId: MARKETPLACE_SELLER_ID, channel: 'FBA', price: 1999, shipping: 0, buyBox: true, buyBoxEligible: false, feedbackRating: 100 });
    const market = marketOf({
      TotalOfferCount: 9,
      LowestPrices: [
        { condition: 'used', fulfillmentChannel: 'Merchant', ListingPrice: { Amount: 4.5 } },
        { condition: 'used', fulfillmentChannel: 'Merchant', ListingPrice: { Amount: 3.99 } },
        { condition: 'new', fulfillmentChannel: 'Amazon', ListingPrice: { Amount: 15 } },
      ],
      NumberOfOffers: [
        { condition: 'used', fulfillmentChannel: 'Merchant', OfferCount: 6 },
        { condition: 'new', fulfillmentChannel: 'Amazon', OfferCount: 2 },
        { condition: 'used', fulfillmentChannel: 'Amazon', OfferCount: 1 },
      ],
      BuyBoxPrices: [{ condition: 'new', LandedPrice: { Amount: 15 }, ListingPrice: { Amount: 15 }, Shipping: { Amount: 0 } }],
    });
    expect(market).toEqual({ buyBoxPrice: 1500, lowestUsedPrice: 399, lowestNewPrice: null, lowestFbaPrice: 1500, usedOffers: 6, newOffers: 0, fbaOffers: 3 });
  });
});
