import { TRIGGER_LIMITS } from '../bookzy/profit';
import { locateJson } from '../jsonLines';
import { FALLBACK_CASES, GATES } from './gates';
import type { SorterRuleInput } from './sections';
import { SORTER_TRANSFER_FORMAT, SORTER_TRANSFER_VERSION, sorterTransferSchema, type SorterTransfer } from './transfer';

/**
 * The whole-configuration file (transfer.ts) as text, both ways. Written with its keys in one fixed
 * order and two-space indents, so exporting the same configuration always gives the same text (a
 * seller can diff two exports); read back with every mistake named by line, and by path for a
 * value the schema refuses, nothing taken from a file that has one.
 */

/** A mistake in a file a seller uploads: its 1-based line (0 for the file as a whole) and a sentence. */
export interface SorterFileError {
  line: number;
  message: string;
}

export type ParsedTransfer = { ok: true; config: SorterTransfer } | { ok: false; errors: SorterFileError[] };

const BOM = '\uFEFF';

/** A rule's fields in the order the forms show them. */
export const orderedRule = (rule: SorterRuleInput): SorterRuleInput => ({
  name: rule.name,
  gate: rule.gate,
  channel: rule.channel,
  priceSource: rule.priceSource,
  minProfit: rule.minProfit,
  maxSalesRank: rule.maxSalesRank,
  maxOffers: rule.maxOffers,
  minPrice: rule.minPrice,
});

function ordered(config: SorterTransfer): SorterTransfer {
  const gates = [...config.gates].sort((a, b) => GATES.indexOf(a.gate) - GATES.indexOf(b.gate));
  const breakdown = config.fallbacks.rejectBreakdown;
  return {
    format: SORTER_TRANSFER_FORMAT,
    version: SORTER_TRANSFER_VERSION,
    gates: gates.map(({ gate, tag, color, sound, targetType, full }) => ({ gate, tag, color, sound, targetType, full })),
    fallbacks: {
      typeGateMap: Object.fromEntries(FALLBACK_CASES.map((fallback) => [fallback, config.fallbacks.typeGateMap[fallback]])) as SorterTransfer['fallbacks']['typeGateMap'],
      rejectBreakdown: Object.fromEntries(TRIGGER_LIMITS.filter((limit) => breakdown[limit] !== undefined).map((limit) => [limit, breakdown[limit]])),
    },
    settings: { buyCost: config.settings.buyCost, inboundCost: config.settings.inboundCost, timeoutMs: config.settings.timeoutMs, soundOn: config.settings.soundOn },
    sections: config.sections.map((section) => ({ name: section.name, active: section.active, rules: section.rules.map(orderedRule) })),
  };
}

export function formatTransferFile(config: SorterTransfer): string {
  return `${JSON.stringify(ordered(config), null, 2)}\n`;
}

const at = (line: number, message: string): SorterFileError => ({ line, message: line > 0 ? `Line ${line}: ${message}` : message });

/** What the schema cannot say: one active section at most, each gate described once. */
function crossChecks(config: SorterTransfer): { path: PropertyKey[]; message: string }[] {
  const problems: { path: PropertyKey[]; message: string }[] = [];
  const firstActive = config.sections.findIndex((section) => section.active);
  config.sections.forEach((section, index) => {
    if (section.active && index !== firstActive) {
      problems.push({ path: ['sections', index, 'active'], message: `must be false: sections.${firstActive} is already active, and one section at most can be` });
    }
  });
  const seen = new Map<string, number>();
  config.gates.forEach((gate, index) => {
    const first = seen.get(gate.gate);
    if (first !== undefined) problems.push({ path: ['gates', index, 'gate'], message: `${gate.gate} is already described by gates.${first}` });
    else seen.set(gate.gate, index);
  });
  return problems;
}

export function parseTransferFile(input: string): ParsedTransfer {
  const text = input.startsWith(BOM) ? input.slice(1) : input;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    const where = locateJson(text);
    if (where.ok) return { ok: false, errors: [at(0, 'The file is not valid JSON.')] };
    return { ok: false, errors: [at(where.line, `the file is not valid JSON at column ${where.column}: ${where.message}.`)] };
  }
  const parsed = sorterTransferSchema.safeParse(value);
  const problems = parsed.success
    ? crossChecks(parsed.data)
    : parsed.error.issues.map((issue) => ({ path: issue.path, message: /received undefined$/.test(issue.message) ? 'is missing' : issue.message }));
  if (parsed.success && problems.length === 0) return { ok: true, config: parsed.data };
  const where = locateJson(text);
  return {
    ok: false,
    errors: problems.map(({ path, message }) => {
      const line = where.ok ? where.lineOf(path) : 0;
      const name = path.map(String).join('.');
      if (name === '') return at(line, `The file is not a sorter configuration (${message}).`);
      return at(line, /^[a-z]/.test(message) ? `${name} ${message}.` : `${name}: ${message}.`);
    }),
  };
}
