import type { ProductKey } from '~/contract';

/**
 * The products each app needs (spec 2.1). Route files and the menu both read this table, so a
 * menu entry and its route can never disagree on who may open it.
 */
export const APP_PRODUCTS = {
  dashboard: [],
  repricer: ['REPRICER'],
  stockManager: ['MY_PRICER'],
  lister: ['LISTER'],
  /** The newer lister flow: plans sent into the marketplace's warehouses. */
  sendToMarketplace: ['LISTER', 'SEND_TO_AMAZON'],
  inventoryManager: ['INVENTORY_MANAGER'],
  feedTool: ['FEED_BEGGAR'],
  bookzy: ['BOOKZY'],
  sorter: ['SORTER'],
  reimbursement: ['REIMBURSEMENT'],
} as const satisfies Record<string, readonly ProductKey[]>;

export type AppKey = keyof typeof APP_PRODUCTS;
