import { useCallback, useState } from 'react';
import { useAddToPackingBox } from '~/api/nsession/mutations';
import { isApiError } from '~/api/errors';
import { nsessionItemsApi, type NsessionItem, type PackingBox, type PackingGroupView } from '~/contract/nsession';
import { ErrorCode } from '~/contract/errors';
import { sellerClient } from '~/api/clients';
import type { ScanEvent } from '~/scanning';
import { playEvent } from '~/sounds';
import { scanTarget } from '../../boxing/scanMatch';

/** User Timing names of the packing-scan figure (`npm run bench`). */
export const PLAN_SCAN_MARK = 'plan-scan';
export const PLAN_SCAN_MEASURE = 'plan-scan-to-box';

export interface ScanNote {
  tone: 'success' | 'error';
  message: string;
  /** A refusal for want of an open box in this group: it leaves once the group has one. */
  groupWithoutBox?: string;
}

interface PackingScanScope {
  sessionId: number;
  items: readonly NsessionItem[];
  groups: readonly PackingGroupView[];
  /** The box the seller has open in each group. */
  openBoxOf(groupId: string): PackingBox | undefined;
  /** Units of a SKU in boxes, from the boxes on screen (kept in step with every box change). */
  boxedOf(fnsku: string): number;
}

/**
 * A scan at the packing table: the item it names (on this device, else asked of the server), one
 * unit into the open box of its group, a sound and a note. Refusals say what to do.
 */
export function usePackingScan({ sessionId, items, groups, openBoxOf, boxedOf }: PackingScanScope) {
  const unitsLeft = useCallback((item: NsessionItem) => item.quantity - boxedOf(item.fnsku), [boxedOf]);
  const add = useAddToPackingBox(sessionId);
  const [note, setNote] = useState<ScanNote>();

  const fail = useCallback((message: string, groupWithoutBox?: string) => {
    playEvent('error');
    setNote({ tone: 'error', message, groupWithoutBox });
  }, []);

  /** One unit of the item into the open box of its group. */
  const putOne = useCallback(
    (item: NsessionItem, started = performance.now()) => {
      const group = groups.find((candidate) => candidate.items.some((entry) => entry.fnsku === item.fnsku));
      if (!group) return fail(`${item.title} is left out of the plan.`);
      const groupNumber = groups.indexOf(group) + 1;
      const box = openBoxOf(group.idStr);
      if (!box) return fail(`${item.title} belongs to group ${groupNumber}: open a box of that group first.`, group.idStr);
      if (unitsLeft(item) <= 0) return fail(`Every unit of ${item.title} is already boxed.`);
      add.mutate(
        { boxId: Number(box.idStr), itemId: Number(item.idStr), quantity: 1 },
        {
          onSuccess: () => {
            playEvent('success');
            setNote({ tone: 'success', message: `${item.title}: one unit into ${box.name}.` });
            // After the next frame: the box shows the unit then, which is what the seller waits for.
            requestAnimationFrame(() => setTimeout(() => performance.measure(PLAN_SCAN_MEASURE, { start: started })));
          },
          onError: (error) => {
            playEvent(isApiError(error, ErrorCode.RESTRICTED_ITEM) ? 'restricted' : 'error');
            setNote({ tone: 'error', message: error instanceof Error ? error.message : String(error) });
          },
        },
      );
    },
    [add, fail, groups, openBoxOf, unitsLeft],
  );

  const onScan = useCallback(
    async (scan: ScanEvent) => {
      performance.mark(PLAN_SCAN_MARK);
      const started = performance.now();
      const target = scanTarget(scan);
      let item =
        target.kind === 'fnsku'
          ? items.find((candidate) => candidate.fnsku === target.fnsku)
          : target.kind === 'isbn'
            ? [...items].filter((candidate) => candidate.isbn13 === target.isbn13).sort((a, b) => unitsLeft(b) - unitsLeft(a))[0]
            : undefined;
      if (!item) {
        try {
          item = (await sellerClient.call(nsessionItemsApi.locate, { params: { sessionId }, query: { code: scan.code } }, { errors: 'caller' })).item;
        } catch {
          return fail(`${scan.code} is not in this plan.`);
        }
      }
      putOne(item, started);
    },
    [fail, items, putOne, sessionId, unitsLeft],
  );

  const noteHolds = !note?.groupWithoutBox || openBoxOf(note.groupWithoutBox) === undefined;
  return { onScan, putOne, note: noteHolds ? note : undefined, busy: add.isPending };
}
