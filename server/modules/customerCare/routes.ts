import type { RouteBinding } from '../../http/bind';
import { customerAttributeRoutes } from './attributeRoutes';
import { eventRoutes } from './eventRoutes';
import { interactionRoutes } from './interactionRoutes';

/** Customer care in the admin area: attributes, do-not-contact, interactions, unsubscribe reasons, subscription events. */
export const customerCareRoutes: RouteBinding[] = [...customerAttributeRoutes, ...interactionRoutes, ...eventRoutes];
