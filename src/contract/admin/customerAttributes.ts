import { z } from 'zod/mini';
import { adminEndpoint } from '../endpoint';
import { recordId } from '../fields';
import { valueListEndpoints } from './valueLists';

/**
 * Customer attributes (spec 3.7, 7.9): agent, simple address, community and source, each a list
 * staff keep, one value of each per seller; and the do-not-contact flag. Assigning a value is a PUT
 * with the seller's id and the value's id in the query; the same PUT without the value's id clears
 * it.
 */

export const ATTRIBUTE_KINDS = ['AGENT', 'SIMPLE_ADDRESS', 'COMMUNITY', 'SOURCE'] as const;
export type AttributeKind = (typeof ATTRIBUTE_KINDS)[number];

/** Per kind: its field on a seller's profile, the query field that names its id, and what people read. */
export const ATTRIBUTE_FIELDS = {
  AGENT: { key: 'agent', idField: 'customerAgentId', label: 'Agent', noun: 'agent' },
  SIMPLE_ADDRESS: { key: 'simpleAddress', idField: 'customerSimpleAddressId', label: 'Simple address', noun: 'simple address' },
  COMMUNITY: { key: 'community', idField: 'customerCommunityId', label: 'Community', noun: 'community' },
  SOURCE: { key: 'source', idField: 'customerSourceId', label: 'Source', noun: 'source' },
} as const;

const attributeValue = z.nullable(z.object({ id: z.int(), value: z.string() }));

/** What staff keep about a seller: the four attributes, do-not-contact and the unsubscribe reason they filed. */
export const customerProfileSchema = z.object({
  userId: z.int(),
  agent: attributeValue,
  simpleAddress: attributeValue,
  community: attributeValue,
  source: attributeValue,
  doNotContact: z.boolean(),
  unsubscribeReason: attributeValue,
});
export type CustomerProfile = z.infer<typeof customerProfileSchema>;

const userQuery = z.object({ userId: recordId });

function assignEndpoint<const K extends string>(path: string, idField: K, noun: string) {
  const idQuery = { [idField]: z.optional(recordId) } as Record<K, z.ZodMiniOptional<typeof recordId>>;
  return adminEndpoint({
    method: 'PUT',
    path,
    summary: `Give a seller a ${noun} (${idField}), or clear theirs (no ${idField})`,
    query: z.object({ userId: recordId, ...idQuery }),
    reply: customerProfileSchema,
  });
}

export const customerAgentsApi = valueListEndpoints('customer/agent', 'agent');
export const customerSimpleAddressesApi = valueListEndpoints('customer/address/simple', 'simple address');
export const customerCommunitiesApi = valueListEndpoints('customer/community', 'community');
export const customerSourcesApi = valueListEndpoints('customer/source', 'source');

/** Each kind's list calls, by kind, for code that treats the four alike. */
export const attributeListApis = {
  AGENT: customerAgentsApi,
  SIMPLE_ADDRESS: customerSimpleAddressesApi,
  COMMUNITY: customerCommunitiesApi,
  SOURCE: customerSourcesApi,
} as const;

export const customerProfileApi = {
  profile: adminEndpoint({
    method: 'GET',
    path: 'management/user/:id/customer',
    summary: "A seller's customer attributes, do-not-contact flag and unsubscribe reason",
    params: z.object({ id: recordId }),
    reply: customerProfileSchema,
  }),
  assignAgent: assignEndpoint('management/user/customer/agent', 'customerAgentId', 'agent'),
  assignSimpleAddress: assignEndpoint('management/user/customer/simple/address', 'customerSimpleAddressId', 'simple address'),
  assignCommunity: assignEndpoint('management/user/customer/community', 'customerCommunityId', 'community'),
  assignSource: assignEndpoint('management/user/customer/source', 'customerSourceId', 'source'),
  doNotContactOn: adminEndpoint({
    method: 'PUT',
    path: 'management/user/do-not-contact/activate',
    summary: 'Mark a seller as not to be called or mailed by sales',
    query: userQuery,
    reply: customerProfileSchema,
  }),
  doNotContactOff: adminEndpoint({
    method: 'PUT',
    path: 'management/user/do-not-contact/deactivate',
    summary: 'Allow sales to contact a seller again',
    query: userQuery,
    reply: customerProfileSchema,
  }),
};

/** The assign call of each kind. */
export const assignApis = {
  AGENT: customerProfileApi.assignAgent,
  SIMPLE_ADDRESS: customerProfileApi.assignSimpleAddress,
  COMMUNITY: customerProfileApi.assignCommunity,
  SOURCE: customerProfileApi.assignSource,
} as const;
