import type { RouteBinding } from '../http/bind';
import { accountRoutes } from './account/routes';
import { adminInvoiceRoutes } from './adminInvoices/routes';
import { adminDashboardRoutes } from './adminDashboard/routes';
import { adminReimbursementRoutes } from './adminReimbursement/routes';
import { adminSessionRoutes } from './adminSession/routes';
import { billingRoutes } from './billing/routes';
import { catalogRoutes } from './catalog/routes';
import { discountRoutes } from './discounts/routes';
import { creditNoteRoutes } from './creditNotes/routes';
import { bookRoutes } from './books/routes';
import { bookzyDeviceRoutes } from './bookzyDevices/routes';
import { boxingRoutes } from './lister/boxingRoutes';
import { staRoutes } from './lister/staRoutes';
import { listerItemRoutes } from './lister/itemsRoutes';
import { listerSessionRoutes } from './lister/sessionsRoutes';
import { listerShipmentRoutes } from './lister/shipmentsRoutes';
import { dashboardRoutes } from './dashboard/routes';
import { deviceRoutes } from './devices/routes';
import { diagnosticsRoutes } from './diagnostics/routes';
import { integrationRoutes } from './integration/routes';
import { inventoryRoutes } from './inventory/routes';
import { monitoringRoutes } from './monitoring/routes';
import { noteRoutes } from './notes/routes';
import { profileRoutes } from './profile/routes';
import { nsessionRoutes } from './nsession/routes';
import { rateRoutes } from './rates/routes';
import { reimbursementRoutes } from './reimbursement/routes';
import { repricerRoutes } from './repricer/routes';
import { reportRoutes } from './reports/routes';
import { sessionRoutes } from './session/routes';
import { sorterRoutes } from './sorter/routes';
import { stockRoutes } from './stock/routes';
import { strategyRoutes } from './strategies/routes';
import { customerCareRoutes } from './customerCare/routes';
import { triggerRoutes } from './triggers/routes';
import { userRoutes } from './user/routes';
import { userListRoutes } from './userList/routes';
import { userAccountRoutes } from './userAccount/routes';
import { activityRoutes } from './activities/routes';

/** Every route the server answers; each is one entry of the contract. */
export const allRoutes: readonly RouteBinding[] = [
  ...sessionRoutes,
  ...accountRoutes,
  ...userRoutes,
  ...deviceRoutes,
  ...noteRoutes,
  ...dashboardRoutes,
  ...monitoringRoutes,
  ...bookzyDeviceRoutes,
  ...triggerRoutes,
  ...listerSessionRoutes,
  ...listerItemRoutes,
  ...listerShipmentRoutes,
  ...bookRoutes,
  ...rateRoutes,
  ...adminSessionRoutes,
  ...boxingRoutes,
  ...staRoutes,
  ...nsessionRoutes,
  ...stockRoutes,
  ...reportRoutes,
  ...repricerRoutes,
  ...strategyRoutes,
  ...sorterRoutes,
  ...integrationRoutes,
  ...profileRoutes,
  ...reimbursementRoutes,
  ...inventoryRoutes,
  ...billingRoutes,
  ...adminInvoiceRoutes,
  ...creditNoteRoutes,
  ...customerCareRoutes,
  ...adminDashboardRoutes,
  ...adminReimbursementRoutes,
  ...diagnosticsRoutes,
  ...userListRoutes,
  ...catalogRoutes,
  ...discountRoutes,
  ...userAccountRoutes,
  ...activityRoutes,
];
