/** Where a dragged trigger ended up, as the one call the server needs. */
export interface DropResult {
  /** The ids in their new order, shown at once while the write is queued. */
  ids: number[];
  /** The trigger now directly above the moved one; 0 when it landed at the top (spec 7.5). */
  targetId: number;
}

/**
 * A drop of `activeId` onto the place of `overId` (dnd-kit's sortable semantics: the dragged item
 * takes the index of the one it is over). Null when nothing moved, so no write is queued.
 */
export function dropResult(ids: readonly number[], activeId: number, overId: number | null): DropResult | null {
  const from = ids.indexOf(activeId);
  const to = overId === null ? -1 : ids.indexOf(overId);
  if (from < 0 || to < 0 || from === to) return null;
  const next = ids.filter((id) => id !== activeId);
  next.splice(to, 0, activeId);
  return { ids: next, targetId: to === 0 ? 0 : next[to - 1]! };
}
