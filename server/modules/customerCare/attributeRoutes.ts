import { ATTRIBUTE_KINDS, assignApis, attributeListApis, customerProfileApi } from '../../../src/contract';
import { bind, type RouteBinding } from '../../http/bind';
import { attributeList } from './attributeLists';
import { assignAttribute, readProfile, setDoNotContact } from './profile';

/** Each kind's list and assignment, bound alike; the assign call reads the kind's own id field. */
const perKind = ATTRIBUTE_KINDS.flatMap((kind): RouteBinding[] => {
  const api = attributeListApis[kind];
  const list = attributeList(kind);
  return [
    bind(api.list, ({ deps }) => list.list(deps)),
    bind(api.create, ({ deps, principal, body }) => list.create(deps, principal, body.value)),
    bind(api.rename, ({ deps, principal, params, body }) => list.rename(deps, principal, params.id, body.value)),
    bind(api.remove, ({ deps, principal, params, query }) => list.remove(deps, principal, params.id, query.confirm === true)),
  ];
});

const assigns = [
  bind(assignApis.AGENT, ({ deps, principal, query }) => assignAttribute(deps, principal, 'AGENT', query.userId, query.customerAgentId)),
  bind(assignApis.SIMPLE_ADDRESS, ({ deps, principal, query }) =>
    assignAttribute(deps, principal, 'SIMPLE_ADDRESS', query.userId, query.customerSimpleAddressId),
  ),
  bind(assignApis.COMMUNITY, ({ deps, principal, query }) => assignAttribute(deps, principal, 'COMMUNITY', query.userId, query.customerCommunityId)),
  bind(assignApis.SOURCE, ({ deps, principal, query }) => assignAttribute(deps, principal, 'SOURCE', query.userId, query.customerSourceId)),
];

export const customerAttributeRoutes: RouteBinding[] = [
  ...perKind,
  ...assigns,
  bind(customerProfileApi.profile, ({ deps, params }) => readProfile(deps, params.id)),
  bind(customerProfileApi.doNotContactOn, ({ deps, principal, query }) => setDoNotContact(deps, principal, query.userId, true)),
  bind(customerProfileApi.doNotContactOff, ({ deps, principal, query }) => setDoNotContact(deps, principal, query.userId, false)),
];
