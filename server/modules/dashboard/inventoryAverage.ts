import { CHANNELS, type Channel } from '../../../src/contract';
import type { InventoryAverage, InventoryAverages } from '../../../src/contract/dashboard';
import type { AppDeps } from '../../deps';
import type { StockViewer } from '../stock/service';
import type { StockIndex } from '../stock/stockIndex';
import { stockIndexOf } from '../stock/stockSource';

/**
 * GET inventory/average: one pass over the seller's stock index (the stock manager's own, so the
 * figures agree with its table). SKUs without units are left out, as the table's default view
 * leaves them out; a sales rank or a last sale counts only where the SKU has one.
 */

class Sums {
  skus = 0;
  units = 0;
  price = 0;
  ranked = 0;
  rank = 0;
  age = 0;
  sold = 0;
  soldDays = 0;

  add(index: StockIndex, row: number) {
    const { figures } = index;
    this.skus += 1;
    this.units += figures.quantity[row]!;
    this.price += figures.price[row]!;
    this.age += figures.age[row]!;
    const rank = figures.salesRank[row]!;
    if (rank >= 0) {
      this.ranked += 1;
      this.rank += rank;
    }
    const soldDays = figures.soldDays[row]!;
    if (soldDays >= 0) {
      this.sold += 1;
      this.soldDays += soldDays;
    }
  }

  averages(salesHidden: boolean): InventoryAverages {
    const mean = (sum: number, count: number) => (count === 0 ? null : Math.round(sum / count));
    return {
      skus: this.skus,
      units: this.units,
      price: mean(this.price, this.skus),
      quantity: this.skus === 0 ? null : Math.round((this.units / this.skus) * 100) / 100,
      salesRank: mean(this.rank, this.ranked),
      ageDays: mean(this.age, this.skus),
      soldDays: salesHidden ? null : mean(this.soldDays, this.sold),
    };
  }
}

export function averagesOf(index: StockIndex, salesHidden: boolean): InventoryAverage {
  const all = new Sums();
  const byChannel = new Map<Channel, Sums>(CHANNELS.map((channel) => [channel, new Sums()]));
  for (let row = 0; row < index.rows.length; row++) {
    if (index.figures.quantity[row]! < 1) continue;
    all.add(index, row);
    byChannel.get(index.rows[row]!.channel)!.add(index, row);
  }
  return {
    all: all.averages(salesHidden),
    byChannel: CHANNELS.map((channel) => ({ channel, ...byChannel.get(channel)!.averages(salesHidden) })),
    salesHidden,
  };
}

export async function inventoryAverage(deps: AppDeps, viewer: StockViewer): Promise<InventoryAverage> {
  return averagesOf(await stockIndexOf(deps, viewer.sellerId), viewer.hideSalesData);
}
