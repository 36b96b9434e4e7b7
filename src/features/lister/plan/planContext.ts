import { createContext, useContext } from 'react';
import type { Nsession, NsessionType } from '~/contract/nsession';

export interface PlanScope {
  sessionId: number;
  type: NsessionType;
  session: Nsession;
}

export const PlanContext = createContext<PlanScope | null>(null);

/** The plan a step's screen works on; the plan layout loads it before any step renders. */
export function usePlan(): PlanScope {
  const scope = useContext(PlanContext);
  if (!scope) throw new Error('usePlan is used outside the plan layout');
  return scope;
}
