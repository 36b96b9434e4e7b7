import type { RouteBinding } from '../http/bind';
import { accountRoutes } from './account/routes';
import { adminSessionRoutes } from './adminSession/routes';
import { billingRoutes } from './billing/routes';
import { bookRoutes } from './books/routes';
import { bookzyDeviceRoutes } from './bookzyDevices/routes';
import { boxingRoutes } from './lister/boxingRoutes';
import { staRoutes } from './lister/staRoutes';
import { listerItemRoutes } from './lister/itemsRoutes';
import { listerSessionRoutes } from './lister/sessionsRoutes';
import { listerShipmentRoutes } from './lister/shipmentsRoutes';
import { deviceRoutes } from './devices/routes';
import { monitoringRoutes } from './monitoring/routes';
import { noteRoutes } from './notes/routes';
import { nsessionRoutes } from './nsession/routes';
import { rateRoutes } from './rates/routes';
import { repricerRoutes } from './repricer/routes';
import { reportRoutes } from './reports/routes';
import { sessionRoutes } from './session/routes';
import { sorterRoutes } from './sorter/routes';
import { stockRoutes } from './stock/routes';
import { strategyRoutes } from './strategies/routes';
import { triggerRoutes } from './triggers/routes';
import { userRoutes } from './user/routes';

/** Every route the server answers; each is one entry of the contract. */
export const allRoutes: readonly RouteBinding[] = [
  ...sessionRoutes,
  ...accountRoutes,
  ...userRoutes,
  ...deviceRoutes,
  ...noteRoutes,
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
  ...billingRoutes,
];
