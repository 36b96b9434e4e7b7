import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { activitiesApi, type ActivityQuery } from '~/contract';
import { adminClient } from '../clients';
import { adminKeys } from './queries';

/** User activities and user events: one list, by seller, day and actor. */
export const activityKeys = {
  all: [...adminKeys.all, 'activities'] as const,
  list: (query: ActivityQuery) => [...activityKeys.all, query] as const,
};

export const activityQueries = {
  list: (query: ActivityQuery) =>
    queryOptions({
      queryKey: activityKeys.list(query),
      queryFn: () => adminClient.call(activitiesApi.list, { query }),
      // The previous page stays on screen while the next loads: the table does not jump.
      placeholderData: keepPreviousData,
    }),
};
