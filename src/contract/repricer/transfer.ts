import { sectionSchema, type Section, type SectionFallback } from './rules';
import { formatLine, LineError, parseLine } from './transferLine';

/**
 * A section as text a seller can read, copy between accounts and edit (spec 7.8, section transfer):
 *
 *   SECTION Used FBA books
 *   FALLBACK keep
 *   bb-owned: IF buyBoxOwned = yes THEN keep
 *   fba-low: IF salesRank <= 1000000 AMONG FBA FEEDBACK >= 90 THEN match CONDITION -1c
 *   alone: IF offers = 0 THEN max
 *
 * Lines are tried in the order written. Blank lines and lines starting with # are ignored.
 * FALLBACK is "keep" (the default when absent) or "fixed 1299c". Parsing refuses bad text with every wrong line's number.
 */
export interface TransferError {
  /** 1-based; 0 when the text as a whole is wrong (no SECTION line). */
  line: number;
  message: string;
}
export type ParsedSection = { ok: true; section: Section } | { ok: false; errors: TransferError[] };

export function formatSection(section: Section): string {
  const fallback = section.fallback.kind === 'KEEP' ? 'keep' : `fixed ${section.fallback.price}c`;
  return [`SECTION ${section.name}`, `FALLBACK ${fallback}`, ...section.lines.map(formatLine)].join('\n') + '\n';
}

function parseFallback(rest: string): SectionFallback {
  if (rest === 'keep') return { kind: 'KEEP' };
  const fixed = /^fixed (\d+)c$/.exec(rest);
  if (fixed) return { kind: 'FIXED', price: Number(fixed[1]) };
  throw new LineError(`"FALLBACK ${rest}" must be FALLBACK keep or FALLBACK fixed 1299c`);
}

export function parseSection(text: string): ParsedSection {
  const errors: TransferError[] = [];
  const fail = (line: number, message: string) => errors.push({ line, message: line > 0 ? `Line ${line}: ${message}` : message });
  let name: string | null = null;
  let fallback: SectionFallback | null = null;
  const lines: Section['lines'] = [];
  const lineNumbers: number[] = [];
  const seen = new Map<string, number>();
  text.split(/\r?\n/).forEach((raw, index) => {
    const number = index + 1;
    const row = raw.trim();
    if (row === '' || row.startsWith('#')) return;
    try {
      if (row.startsWith('SECTION ')) {
        if (name !== null) throw new LineError('a second SECTION line');
        name = row.slice('SECTION '.length).trim();
      } else if (row.startsWith('FALLBACK ')) {
        if (fallback !== null) throw new LineError('a second FALLBACK line');
        fallback = parseFallback(row.slice('FALLBACK '.length).trim());
      } else {
        const line = parseLine(row);
        if (seen.has(line.id)) throw new LineError(`line id "${line.id}" is already used on line ${seen.get(line.id)}`);
        seen.set(line.id, number);
        lines.push(line);
        lineNumbers.push(number);
      }
    } catch (error) {
      if (!(error instanceof LineError)) throw error;
      fail(number, error.message);
    }
  });
  if (name === null) fail(0, 'The text has no SECTION line naming the section');
  if (errors.length > 0) return { ok: false, errors };
  const parsed = sectionSchema.safeParse({ name, lines, fallback: fallback ?? { kind: 'KEEP' } });
  if (parsed.success) return { ok: true, section: parsed.data };
  // The schema's limits (feedback 0..100, id characters, how many lines): name the line they are on.
  for (const issue of parsed.error.issues) {
    const [where, index] = issue.path;
    const number = where === 'lines' && typeof index === 'number' ? (lineNumbers[index] ?? 0) : 0;
    fail(number, `${issue.path.slice(where === 'lines' ? 2 : 0).join('.') || String(where ?? 'section')} ${issue.message}`);
  }
  return { ok: false, errors };
}
