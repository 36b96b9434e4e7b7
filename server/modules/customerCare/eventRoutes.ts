import { adminApi } from '../../../src/contract';
import { bind } from '../../http/bind';
import { setUnsubscribeReason } from './profile';
import { listSubscriptionEvents, subscriptionEventMeta } from './subscriptionEvents';
import { unsubscribeReasonList } from './unsubscribeReasonList';

const reasons = adminApi.unsubscribeReasons;
const events = adminApi.subscriptionEvents;

export const eventRoutes = [
  bind(reasons.list, ({ deps }) => unsubscribeReasonList.list(deps)),
  bind(reasons.create, ({ deps, principal, body }) => unsubscribeReasonList.create(deps, principal, body.value)),
  bind(reasons.rename, ({ deps, principal, params, body }) => unsubscribeReasonList.rename(deps, principal, params.id, body.value)),
  bind(reasons.remove, ({ deps, principal, params, query }) => unsubscribeReasonList.remove(deps, principal, params.id, query.confirm === true)),
  bind(reasons.assign, ({ deps, principal, query }) => setUnsubscribeReason(deps, principal, query.userId, query.unsubscribeReasonId)),
  bind(events.list, ({ deps, query }) => listSubscriptionEvents(deps, query)),
  bind(events.meta, ({ deps }) => subscriptionEventMeta(deps)),
];
