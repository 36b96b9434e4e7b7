import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { listerQueries } from '~/api/lister/queries';
import {
  useAddStaItem,
  useCreateStaBox,
  useExcludeStaItem,
  useRemoveStaBox,
  useRemoveStaItem,
  useSetStaItemQty,
  type StaEntry,
} from '~/api/lister/staMutations';
import { staQueries } from '~/api/lister/staQueries';
import { ErrorCode } from '~/contract/errors';
import type { ListingItem, StaBoxResult } from '~/contract/lister';
import type { ScanEvent } from '~/scanning';
import { playEvent } from '~/sounds';
import type { BoxingOperation } from '../boxing/boxingLog';
import { findSessionItem } from './staItems';
import { useStaLog } from './useStaLog';

export type StaBoxItem = StaBoxResult['items'][number];

/**
 * The send-to-marketplace boxes panel's state and writes. Writes run one at a time, in the order
 * asked: a burst of scans must not have an older reply land after a newer one. Each outcome goes
 * to the log; adds sound as the boxing screen's do.
 */
export function useStaBoxes(sessionId: number) {
  const [chosenBoxId, setChosenBoxId] = useState<number | null>(null);
  const boxes = useQuery(staQueries.boxes(sessionId));
  // A box deleted elsewhere (or here) is no longer selected.
  const selectedBox = boxes.data?.find((box) => box.id === chosenBoxId);
  const box = useQuery({ ...staQueries.box(sessionId, selectedBox?.id ?? 0), enabled: selectedBox !== undefined });
  const items = useInfiniteQuery(listerQueries.items(sessionId));
  const sessionItems = useMemo(() => items.data?.pages.flatMap((page) => page.content) ?? [], [items.data]);
  const { log, error, succeeded, failed, dismissError } = useStaLog();

  const create = useCreateStaBox(sessionId);
  const removeBox = useRemoveStaBox(sessionId);
  const add = useAddStaItem(sessionId);
  const setQty = useSetStaItemQty(sessionId);
  const removeItem = useRemoveStaItem(sessionId);
  const exclude = useExcludeStaItem(sessionId);

  const queue = useRef<Promise<unknown>>(Promise.resolve());
  /** Runs the write after those before it; a refusal is logged, never thrown. Answers whether it was done. */
  const serial = <T>(operation: BoxingOperation, write: () => Promise<T>, detail: (reply: T) => string, sounds = false) => {
    const run = queue.current.then(async () => {
      try {
        const reply = await write();
        succeeded(operation, detail(reply));
        if (sounds) playEvent('success');
        return true;
      } catch (cause) {
        const code = failed(operation, cause);
        if (sounds) playEvent(code === ErrorCode.RESTRICTED_ITEM ? 'restricted' : 'error');
        return false;
      }
    });
    queue.current = run;
    return run;
  };
  const refuse = (operation: BoxingOperation, reason: string) => {
    failed(operation, new Error(reason));
    playEvent('error');
    return Promise.resolve(false);
  };

  const addToBox = (item: Pick<ListingItem, 'id' | 'title'>, qty: number) => {
    if (!selectedBox) return refuse('add', 'Select a box first, or make a new one.');
    const boxId = selectedBox.id;
    return serial('add', () => add.mutateAsync({ boxId, itemId: item.id, qty }), () => `${selectedBox.name}: ${qty} × ${item.title}`, true);
  };
  /** A write on one item of the selected box. */
  const onEntry = (operation: BoxingOperation, item: StaBoxItem, write: (where: StaEntry) => Promise<unknown>, what = '') => {
    if (!selectedBox) return Promise.resolve(false);
    const where = { boxId: selectedBox.id, itemId: item.id };
    return serial(operation, () => write(where), () => `${selectedBox.name}: ${item.bookDetail.title}${what}`);
  };

  const actions = {
    selectBox: setChosenBoxId,
    dismissError,
    createBox: () =>
      serial('createBox', () => create.mutateAsync(), (created) => {
        setChosenBoxId(created.id);
        return created.name;
      }),
    deleteBox: () => {
      if (!selectedBox) return Promise.resolve(false);
      const { id, name } = selectedBox;
      return serial('removeBox', () => removeBox.mutateAsync(id), () => {
        setChosenBoxId(null);
        return name;
      });
    },
    add: addToBox,
    /** A scanned or typed ISBN or FNSKU: one unit of the session item it names. */
    scan: async (scan: ScanEvent) => {
      if (!selectedBox) return refuse('add', 'Select a box first, or make a new one.');
      let found;
      try {
        found = await findSessionItem(sessionId, sessionItems, scan);
      } catch (cause) {
        failed('add', cause);
        playEvent('error');
        return false;
      }
      return found.item ? addToBox(found.item, 1) : refuse('add', found.reason);
    },
    setQty: (item: StaBoxItem, qty: number) => onEntry('setQuantity', item, (where) => setQty.mutateAsync({ ...where, qty }), ` × ${qty}`),
    removeItem: (item: StaBoxItem) => onEntry('remove', item, (where) => removeItem.mutateAsync(where)),
    exclude: (item: StaBoxItem) => onEntry('exclude', item, (where) => exclude.mutateAsync(where)),
  };

  const busy = [create, removeBox, add, setQty, removeItem, exclude].some((mutation) => mutation.isPending);
  return { queries: { boxes, box, items }, selectedBox, sessionItems, log, error, actions, busy, creating: create.isPending };
}
