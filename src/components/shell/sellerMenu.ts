import type { MenuCategory, UserInfo } from '~/contract';
import { hasAllProducts } from '~/lib/access';
import { APP_PRODUCTS, type AppKey } from '~/lib/appProducts';

export interface MenuEntry {
  app: AppKey;
  label: string;
  to: string;
  category: MenuCategory;
  /** Other address prefixes of the app, where its entry is active too. */
  also?: readonly string[];
}

export const CATEGORY_LABELS: Record<MenuCategory, string> = {
  STANDARD_PACKAGE: 'Standard package',
  OTHER_APPS: 'Other apps',
};

/** The (menu) routes of spec 2.1, in the order sellers use them. */
export const SELLER_MENU: readonly MenuEntry[] = [
  { app: 'dashboard', label: 'Dashboard', to: '/', category: 'STANDARD_PACKAGE' },
  { app: 'repricer', label: 'Repricer', to: '/automation-rules', category: 'STANDARD_PACKAGE' },
  { app: 'stockManager', label: 'Stock Manager', to: '/my-pricer', category: 'STANDARD_PACKAGE' },
  { app: 'lister', label: 'Lister', to: '/lister/session/fba', category: 'STANDARD_PACKAGE', also: ['/lister', '/listings', '/check-printers'] },
  { app: 'inventoryManager', label: 'Inventory Manager', to: '/inventory-manager', category: 'STANDARD_PACKAGE' },
  { app: 'feedTool', label: 'Feed Tool', to: '/feedbeggar', category: 'STANDARD_PACKAGE' },
  { app: 'bookzy', label: 'Bookzy', to: '/bookzy', category: 'OTHER_APPS' },
  { app: 'sorter', label: 'Sorter', to: '/sorter', category: 'OTHER_APPS' },
  { app: 'reimbursement', label: 'Reimbursement', to: '/reimbursement', category: 'OTHER_APPS' },
];

/** Spec 2.1: only entries whose products are all usable, grouped by category; empty groups dropped. */
export function visibleMenu(user: Pick<UserInfo, 'usageStatuses'>) {
  const entries = SELLER_MENU.filter((entry) => hasAllProducts(user, APP_PRODUCTS[entry.app]));
  return (Object.keys(CATEGORY_LABELS) as MenuCategory[])
    .map((category) => ({ category, label: CATEGORY_LABELS[category], entries: entries.filter((e) => e.category === category) }))
    .filter((group) => group.entries.length > 0);
}
