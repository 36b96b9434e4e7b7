/** The admin area's screens (spec 2.3), in the order staff use them. */
export const ADMIN_MENU = [
  { label: 'Dashboard', to: '/admin-panel' },
  { label: 'Users', to: '/admin-panel/users' },
  { label: 'Customer interactions', to: '/admin-panel/customer-interaction' },
  { label: 'Products', to: '/admin-panel/products' },
  { label: 'Product bundles', to: '/admin-panel/product-bundles' },
  { label: 'Discounts', to: '/admin-panel/discounts' },
  { label: 'Assigned discounts', to: '/admin-panel/assigned-discounts' },
  { label: 'Reimbursements', to: '/admin-panel/reimbursement' },
  { label: 'User activities', to: '/admin-panel/user-activities' },
  { label: 'User events', to: '/admin-panel/user-events' },
  { label: 'Invoices', to: '/admin-panel/invoices' },
  { label: 'Invoice generator', to: '/admin-panel/invoice-generator' },
  { label: 'Subscription events', to: '/admin-panel/subscription-events' },
  { label: 'Repricer strategies', to: '/admin-panel/repricer-strategies' },
  { label: 'SV test', to: '/admin-panel/misc/sv-test' },
] as const;
