import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { nsessionQueries } from '~/api/nsession/queries';
import { packingProblems, problemsStillHolding, type Nsession, type OperationProblem } from '~/contract/nsession';

/**
 * The problems of the plan's last operation that still hold. A refused packing is checked again
 * against the boxes as they are now, by the marketplace's own rules: "Box 1 needs its weight…"
 * leaves once Box 1 is measured, not only when the packing is sent again.
 */
export function useProblemsStillHolding(sessionId: number, session: Nsession | undefined): OperationProblem[] {
  const operation = session?.operation;
  const refusedPacking = operation?.kind === 'SET_PACKING_INFORMATION' && operation.status === 'FAILED';
  const packing = useQuery({ ...nsessionQueries.packing(sessionId), enabled: refusedPacking });
  return useMemo(() => {
    if (!operation) return [];
    if (!refusedPacking || !packing.data) return operation.problems;
    const groups = packing.data.groups.map((group) => ({ id: group.idStr, items: group.items }));
    return problemsStillHolding(operation.problems, packingProblems(groups, packing.data.boxes));
  }, [operation, packing.data, refusedPacking]);
}
