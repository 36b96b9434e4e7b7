import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { gateNumber, type GateDecision, type SorterMeta } from '../../../src/contract';
import type { AppDeps } from '../../deps';
import type { MachinePrincipal } from '../../auth/machineKeys';
import { decideCode, ruleFigures } from './decideCode';
import { storeMachineScan } from './scanWriter';

/**
 * The machine API (spec 7.4 external/sorter/test and v2): a sorter's controller asks which gate a
 * code goes to. Same decision as the tablet's and the scan call's (decideCode); `test` records
 * nothing, v2 records the scan in the analytics as the machine's. The configuration was read with
 * the key (machineKeys.ts). tookMs is the server's own time deciding (and recording), so a
 * controller can tell it from the network's.
 */

function gateAnswer(meta: SorterMeta, decision: GateDecision, startedAt: number) {
  const gate = meta.gates.find((each) => each.gate === decision.gate)!;
  return {
    gate: gate.gate,
    gateNumber: gateNumber(gate.gate),
    tag: gate.tag,
    color: gate.color,
    sound: gate.sound,
    targetType: gate.targetType,
    tookMs: Math.round((performance.now() - startedAt) * 1000) / 1000,
  };
}

export async function testCode(deps: AppDeps, machine: MachinePrincipal, code: string) {
  const startedAt = performance.now();
  const { meta, decision } = await decideCode(deps, machine.userId, code, machine.sorter);
  return gateAnswer(meta, decision, startedAt);
}

export async function decideForMachine(deps: AppDeps, machine: MachinePrincipal, code: string) {
  const startedAt = performance.now();
  const { userId } = machine;
  const { meta, config, lookup, decision } = await decideCode(deps, userId, code, machine.sorter);
  const book = lookup.kind === 'BOOK' ? lookup.book : null;
  const rule = decision.rule && config.rules?.find((each) => each.id === decision.rule!.id);
  await storeMachineScan(deps.db, {
    userId,
    scanId: randomUUID(),
    code,
    scannedAt: deps.clock(),
    source: 'MACHINE',
    gate: decision.gate,
    fallback: decision.fallback,
    rule: decision.rule,
    rejectReason: decision.rejectReason,
    decidedOffline: false,
    ...(book && rule ? ruleFigures(book, rule, config.rates) : { price: null, payout: null }),
    salesRank: book?.salesRank ?? null,
  });
  return { ...gateAnswer(meta, decision, startedAt), decision };
}
