import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { writeFirstItemPage, writeSessionSummary } from '~/api/lister/listerCache';
import type { ItemChangeReply } from '~/contract/lister';
import { enqueue } from '~/offline/outbox';
import type { OutboxEndpointKey } from '~/offline/outboxEndpoints';
import type { OutboxEntry } from '~/offline/outboxEntry';
import { onOutboxApplied } from '~/offline/outboxEvents';
import { useAttentionEntries, usePendingEntries } from '~/offline/outboxHooks';
import type { ScanEvent } from '~/scanning';
import { playEvent } from '~/sounds';
import { failedResult, refusedResult, resultOfReply, savedResult, type ScanResult } from './scanOutcome';

export const ADD_ITEM_KEY = 'listerItems.add';
export const PLAN_ADD_ITEM_KEY = 'nsessionItems.add';
/** User Timing names of the add-by-scan figure (`npm run bench`). */
export const LISTER_SCAN_MARK = 'lister-scan';
export const LISTER_SCAN_MEASURE = 'lister-scan-to-item';

/** Replies that arrive later than this after the scan are shown but not sounded: the seller has moved on. */
const SOUND_WINDOW_MS = 5_000;

const ofSession = (endpointKey: string, sessionId: number) => (entry: OutboxEntry) =>
  entry.endpoint === endpointKey && Number(entry.input.params?.sessionId) === sessionId;

/** Where scans go: the add call of one lister flow, and what its reply means on screen. */
export interface ScanTarget {
  endpointKey: Extract<OutboxEndpointKey, 'listerItems.add' | 'nsessionItems.add'>;
  sessionId: number;
  sessionName: string;
  /** Writes the reply into the screen's caches and says what the seller sees and hears. */
  applyReply(reply: unknown, code: string): ScanResult;
}

/** The older flow's scans: the reply carries the first item page and the session's totals. */
export function useListingScans(sessionId: number, sessionName: string) {
  const queryClient = useQueryClient();
  const applyReply = useCallback(
    (reply: unknown, code: string) => {
      const change = reply as ItemChangeReply;
      writeFirstItemPage(queryClient, sessionId, change.itemPage);
      writeSessionSummary(queryClient, change.sessionSummary);
      return resultOfReply(code, change);
    },
    [queryClient, sessionId],
  );
  return useSessionScans({ endpointKey: ADD_ITEM_KEY, sessionId, sessionName, applyReply });
}

/**
 * Scanning into a session, local first: each scan is stored in the outbox at once (strict
 * durability, so a reload or a crash never loses it) and the sync runner sends the scans in scan
 * order, each exactly once by its idempotency key. Online that takes a few milliseconds and the
 * reply sounds; offline the scan waits on the device, listed as not yet on the server.
 */
export function useSessionScans({ endpointKey, sessionId, sessionName, applyReply }: ScanTarget) {
  const [last, setLast] = useState<ScanResult>();
  const scannedAt = useRef(new Map<string, number>());

  const pendingAll = usePendingEntries([endpointKey]);
  const attentionAll = useAttentionEntries();
  const pending = useMemo(() => pendingAll.filter(ofSession(endpointKey, sessionId)), [pendingAll, endpointKey, sessionId]);
  const refused = useMemo(() => attentionAll.filter(ofSession(endpointKey, sessionId)), [attentionAll, endpointKey, sessionId]);

  useEffect(
    () =>
      onOutboxApplied(({ endpointKey: appliedKey, input, reply }) => {
        if (appliedKey !== endpointKey || Number(input.params?.sessionId) !== sessionId || !reply) return;
        const code = String((input.body as { code: string }).code);
        const result = applyReply(reply, code);
        const at = scannedAt.current.get(code);
        scannedAt.current.delete(code);
        if (at !== undefined && performance.now() - at < SOUND_WINDOW_MS) {
          playEvent(result.sound);
          // After the next frame: the row is on screen then, which is what the seller waits for.
          requestAnimationFrame(() => setTimeout(() => performance.measure(LISTER_SCAN_MEASURE, { start: at })));
        }
        setLast(result);
      }),
    [applyReply, endpointKey, sessionId],
  );

  // A scan the server refused (not listed, session closed) is sounded once and shown as the last
  // scan, with what to do; it stays in the outbox (the header counts it) until dismissed.
  const refusedCount = useRef(refused.length);
  useEffect(() => {
    if (refused.length > refusedCount.current) {
      playEvent('error');
      setLast(refusedResult(refused[refused.length - 1]!));
    }
    refusedCount.current = refused.length;
  }, [refused]);
  // A refusal shown as the last scan leaves it once dismissed or retried, here or from the header's list.
  const shown = last?.refusal;
  const lastShown = shown && !refused.some((entry) => entry.id === shown.id) ? undefined : last;

  const onScan = useCallback(
    async (scan: ScanEvent) => {
      if (!scan.validation.valid) {
        playEvent('error');
        setLast(failedResult(scan.code, scan.validation.reason));
        return;
      }
      performance.mark(LISTER_SCAN_MARK);
      scannedAt.current.set(scan.code, performance.now());
      try {
        await enqueue(
          endpointKey,
          // Sent later perhaps, when nobody can be asked which edition: the first one is taken and
          // the reply offers the others.
          { params: { sessionId }, body: { code: scan.code, whenSeveral: 'FIRST' } },
          { label: `Scan ${scan.code} into ${sessionName}` },
        );
      } catch {
        // The outbox told the seller why (storage full or unavailable); the scan was not kept.
        playEvent('error');
        setLast(failedResult(scan.code, 'This device could not store the scan. Scan it again.'));
        return;
      }
      if (!navigator.onLine) {
        playEvent('success');
        setLast(savedResult(scan.code));
      }
    },
    [endpointKey, sessionId, sessionName],
  );

  return { onScan, last: lastShown, pending, refused };
}
