/**
 * The API contract: every call of the product, imported by the app and by the server alike.
 * Add a domain by writing its module and spreading it into sellerApi or adminApi below.
 */
import { accountApi } from './account';
import { dashboardApi } from './dashboard';
import { adminApiSession } from './admin/session';
import { strategiesApi } from './admin/strategies';
import { adminInvoicesApi } from './admin/invoices';
import { interactionsApi } from './admin/interactions';
import { subscriptionEventsApi, unsubscribeReasonsApi } from './admin/subscriptionEvents';
import { customerAgentsApi, customerCommunitiesApi, customerProfileApi, customerSimpleAddressesApi, customerSourcesApi } from './admin/customerAttributes';
import { adminDashboardApi } from './admin/dashboard';
import { adminReimbursementApi } from './admin/reimbursement';
import { adminDiagnosticsApi } from './admin/diagnostics';
import { userListApi } from './admin/userList';
import { bundlesApi, productsApi } from './admin/catalog';
import { assignedDiscountsApi, discountsApi } from './admin/discounts';
import { userAccountApi } from './admin/userAccount';
import { activitiesApi } from './admin/activities';
import { impersonationApi } from './impersonation';
import { bookStatsApi, bookzyDevicesApi, ratesApi, triggersApi } from './bookzy';
import { devicesApi } from './devices';
import { integrationApi } from './integration';
import { inventoryApi, shippingApi } from './inventory';
import { boxingApi, itemsApi, sessionsApi, shipmentsApi, staApi } from './lister';
import type { AnyEndpoint } from './endpoint';
import { adminMonitoringApi, monitoringApi } from './monitoring';
import { notesApi } from './notes';
import { profileApi } from './profile';
import { reimbursementApi } from './reimbursement';
import { affiliationApi, invoicesApi, paymentMethodsApi, subscriptionsApi } from './payments/api';
import { creditNotesApi } from './payments/creditNotes';
import { nsessionItemsApi, nsessionPackingApi, nsessionPlacementApi, nsessionSessionsApi } from './nsession';
import { repricerApi } from './repricer/api';
import { repricerRunsApi } from './repricer/runs';
import { repricerTransferApi } from './repricer/transferApi';
import { sessionApi } from './session';
import { sorterGatesApi, sorterMachineKeysApi, sorterSectionsApi, sorterSettingsApi, sorterTransferApi } from './sorter';
import { priceFeedsApi, stockApi, stockReportsApi } from './stock';
import { userApi } from './user';
// The sorter's decisions and analytics, by file: the configuration's groups come through './sorter' above.
import { sorterMachineApi } from './sorter/machine';
import { sorterScansApi } from './sorter/scans';
import { sorterMetaApi } from './sorter/settings';

export const sellerApi = {
  session: sessionApi,
  account: accountApi,
  user: userApi,
  devices: devicesApi,
  notes: notesApi,
  dashboard: dashboardApi,
  monitoring: monitoringApi,
  triggers: triggersApi,
  bookzyDevices: bookzyDevicesApi,
  books: bookStatsApi,
  rates: ratesApi,
  listerSessions: sessionsApi,
  listerItems: itemsApi,
  listerShipments: shipmentsApi,
  boxing: boxingApi,
  sta: staApi,
  nsessions: nsessionSessionsApi,
  nsessionItems: nsessionItemsApi,
  nsessionPacking: nsessionPackingApi,
  nsessionPlacement: nsessionPlacementApi,
  stock: stockApi,
  stockReports: stockReportsApi,
  priceFeeds: priceFeedsApi,
  repricer: repricerApi,
  repricerRuns: repricerRunsApi,
  repricerTransfer: repricerTransferApi,
  sorterMeta: sorterMetaApi,
  sorterScans: sorterScansApi,
  sorterMachine: sorterMachineApi,
  sorterGates: sorterGatesApi,
  sorterSections: sorterSectionsApi,
  sorterTransfer: sorterTransferApi,
  sorterSettings: sorterSettingsApi,
  sorterMachineKeys: sorterMachineKeysApi,
  profile: profileApi,
  integration: integrationApi,
  reimbursement: reimbursementApi,
  inventory: inventoryApi,
  shipping: shippingApi,
  subscriptions: subscriptionsApi,
  paymentMethods: paymentMethodsApi,
  invoices: invoicesApi,
  creditNotes: creditNotesApi,
  affiliation: affiliationApi,
  impersonation: impersonationApi,
} as const;

export const adminApi = {
  session: adminApiSession,
  monitoring: adminMonitoringApi,
  strategies: strategiesApi,
  invoices: adminInvoicesApi,
  customerAgents: customerAgentsApi,
  customerSimpleAddresses: customerSimpleAddressesApi,
  customerCommunities: customerCommunitiesApi,
  customerSources: customerSourcesApi,
  customerProfile: customerProfileApi,
  interactions: interactionsApi,
  unsubscribeReasons: unsubscribeReasonsApi,
  subscriptionEvents: subscriptionEventsApi,
  dashboard: adminDashboardApi,
  reimbursement: adminReimbursementApi,
  diagnostics: adminDiagnosticsApi,
  userList: userListApi,
  products: productsApi,
  bundles: bundlesApi,
  discounts: discountsApi,
  assignedDiscounts: assignedDiscountsApi,
  userAccount: userAccountApi,
  activities: activitiesApi,
} as const;

type Domain = Record<string, AnyEndpoint>;

function flatten(api: Record<string, Domain>): { name: string; endpoint: AnyEndpoint }[] {
  return Object.entries(api).flatMap(([domain, endpoints]) =>
    Object.entries(endpoints).map(([name, endpoint]) => ({ name: `${domain}.${name}`, endpoint })),
  );
}

/** Every endpoint with a readable name, for the server's registration and the contract tests. */
export const allEndpoints = [...flatten(sellerApi), ...flatten(adminApi)].map(({ name, endpoint }) => ({
  name: `${endpoint.realm}.${name}`,
  endpoint,
}));

export * from './endpoint';
export * from './envelope';
export * from './errors';
export * from './constants';
export * from './products';
export * from './fields';
export * from './usStates';
export * from './session';
export * from './account';
export * from './user';
export * from './devices';
export * from './notes';
export * from './monitoring';
export * from './bookzy';
export * from './lister';
export * from './barcodes';
export * from './repricer';
export * from './stock';
export * from './repricer/api';
export * from './repricer/runs';
export * from './repricer/views';
export * from './repricer/transferApi';
export * from './admin/strategies';
export * from './admin/invoices';
export * from './admin/valueLists';
export * from './admin/customerAttributes';
export * from './admin/interactions';
export * from './admin/subscriptionEvents';
export * from './admin/dashboard';
export * from './admin/reimbursement';
export * from './admin/diagnostics';
export * from './admin/userList';
export * from './admin/catalog';
export * from './admin/discounts';
export * from './admin/userAccount';
export * from './admin/activities';
export * from './admin/listOptions';
export * from './impersonation';
export * from './sorter';
export * from './currencies';
export * from './payments';
export * from './profile';
export * from './integration';
export * from './reimbursement';
