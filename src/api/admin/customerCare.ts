import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ATTRIBUTE_FIELDS,
  assignApis,
  attributeListApis,
  customerProfileApi,
  interactionsApi,
  subscriptionEventsApi,
  unsubscribeReasonsApi,
  type AttributeKind,
  type CustomerProfile,
  type InteractionBody,
  type InteractionQuery,
  type SubscriptionEventQuery,
} from '~/contract';
import { showToast } from '~/lib/toast';
import { adminClient } from '../clients';
import { adminKeys } from './queries';
import type { ValueList } from './valueLists';

/** Customer care (spec 7.9): attributes, do-not-contact, interactions, unsubscribe reasons, subscription events. */
export const careKeys = {
  all: [...adminKeys.all, 'care'] as const,
  lists: () => [...careKeys.all, 'lists'] as const,
  attributeList: (kind: AttributeKind) => [...careKeys.lists(), kind] as const,
  reasons: () => [...careKeys.lists(), 'reasons'] as const,
  profiles: () => [...careKeys.all, 'profile'] as const,
  profile: (userId: number) => [...careKeys.profiles(), userId] as const,
  interactions: () => [...careKeys.all, 'interactions'] as const,
  interactionPage: (query: InteractionQuery) => [...careKeys.interactions(), query] as const,
  events: () => [...careKeys.all, 'events'] as const,
  eventPage: (query: SubscriptionEventQuery) => [...careKeys.events(), 'page', query] as const,
  eventMeta: () => [...careKeys.events(), 'meta'] as const,
};

const attributeList = (kind: AttributeKind): ValueList => ({
  api: attributeListApis[kind],
  key: careKeys.attributeList(kind),
  noun: ATTRIBUTE_FIELDS[kind].noun,
  alsoShowing: [careKeys.profiles()],
});

export const attributeLists: Record<AttributeKind, ValueList> = {
  AGENT: attributeList('AGENT'),
  SIMPLE_ADDRESS: attributeList('SIMPLE_ADDRESS'),
  COMMUNITY: attributeList('COMMUNITY'),
  SOURCE: attributeList('SOURCE'),
};

export const reasonList: ValueList = {
  api: unsubscribeReasonsApi,
  key: careKeys.reasons(),
  noun: 'unsubscribe reason',
  alsoShowing: [careKeys.profiles(), careKeys.events()],
};

export const careQueries = {
  profile: (userId: number) =>
    queryOptions({ queryKey: careKeys.profile(userId), queryFn: () => adminClient.call(customerProfileApi.profile, { params: { id: userId } }) }),
  interactions: (query: InteractionQuery) =>
    queryOptions({ queryKey: careKeys.interactionPage(query), queryFn: () => adminClient.call(interactionsApi.list, { query }) }),
  events: (query: SubscriptionEventQuery) =>
    queryOptions({ queryKey: careKeys.eventPage(query), queryFn: () => adminClient.call(subscriptionEventsApi.list, { query }) }),
  eventMeta: () => queryOptions({ queryKey: careKeys.eventMeta(), queryFn: () => adminClient.call(subscriptionEventsApi.meta) }),
};

/** A change to one seller's profile: the answer is the profile as it now stands. */
function useProfileChange<V>(userId: number, change: (value: V) => Promise<CustomerProfile>, said: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (profile) => {
      queryClient.setQueryData(careKeys.profile(userId), profile);
      void queryClient.invalidateQueries({ queryKey: careKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: careKeys.events() });
      showToast(said, 'success');
    },
  });
}

/** Gives the seller a value of the kind, or clears theirs (null). */
export function useAssignAttribute(userId: number, kind: AttributeKind) {
  const idField = ATTRIBUTE_FIELDS[kind].idField;
  return useProfileChange(
    userId,
    (attributeId: number | null) => adminClient.call(assignApis[kind], { query: { userId, ...(attributeId === null ? {} : { [idField]: attributeId }) } }),
    `${ATTRIBUTE_FIELDS[kind].label} saved.`,
  );
}

export function useDoNotContact(userId: number) {
  return useProfileChange(
    userId,
    (on: boolean) => adminClient.call(on ? customerProfileApi.doNotContactOn : customerProfileApi.doNotContactOff, { query: { userId } }),
    'Do-not-contact saved.',
  );
}

export function useFileUnsubscribeReason(userId: number) {
  return useProfileChange(
    userId,
    (reasonId: number | null) => adminClient.call(unsubscribeReasonsApi.assign, { query: { userId, ...(reasonId === null ? {} : { unsubscribeReasonId: reasonId }) } }),
    'Unsubscribe reason saved.',
  );
}

function useInteractionWrite<V>(write: (value: V) => Promise<unknown>, said: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: careKeys.interactions() });
      showToast(said, 'success');
    },
  });
}

export const useAddInteraction = () => useInteractionWrite((body: InteractionBody) => adminClient.call(interactionsApi.create, { body }), 'Interaction noted.');
export const useEditInteraction = () =>
  useInteractionWrite(({ id, body }: { id: number; body: InteractionBody }) => adminClient.call(interactionsApi.update, { params: { id }, body }), 'Interaction saved.');
export const useDeleteInteraction = () => useInteractionWrite((id: number) => adminClient.call(interactionsApi.remove, { params: { id } }), 'Interaction deleted.');

/** Sellers for a picker, searched by e-mail, name or company (GET user/list). */
