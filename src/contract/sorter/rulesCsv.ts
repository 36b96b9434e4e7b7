import { PRICE_SOURCES } from '../bookzy/catalog';
import { parseCsvRecords, readTextCell, type CsvRecord } from '../csvRecords';
import { csvText, dollars } from '../csvText';
import { SORTER_RULES_MAX, sorterRuleInputSchema, type SorterRuleInput } from './sections';
import { orderedRule, parseTransferFile, type SorterFileError } from './transferFile';

/**
 * A section's rules as a CSV file, for people who keep them in a spreadsheet:
 *
 *   name,gate,channel,priceSource,minProfit,maxSalesRank,maxOffers,minPrice
 *   FBA keepers,GATE_1,FBA,BUY_BOX,3.50,1500000,,
 *   Donate,GATE_9,MF,LOWEST_USED,,,,
 *
 * Money is in dollars (3.50, -1.25); a blank limit does not filter; gate is GATE_3 or just 3;
 * channel and price source are read whatever their case. A file saved by a spreadsheet set to a
 * decimal comma (name;gate;... and 3,50) is read too. Reading also takes the whole-configuration
 * export (transferFile.ts) and uses the rules of its active section, else its first. A file with a
 * mistake gives every mistake, each with its line and the column it is in, and no rules.
 */

export const RULES_CSV_COLUMNS = ['name', 'gate', 'channel', 'priceSource', 'minProfit', 'maxSalesRank', 'maxOffers', 'minPrice'] as const;
type Column = (typeof RULES_CSV_COLUMNS)[number];

const REQUIRED_COLUMNS: readonly Column[] = ['name', 'gate', 'channel', 'priceSource'];
const MONEY_COLUMNS: readonly Column[] = ['minProfit', 'minPrice'];
const COUNT_COLUMNS: readonly Column[] = ['maxSalesRank', 'maxOffers'];

export type ParsedRules = { ok: true; rules: SorterRuleInput[] } | { ok: false; errors: SorterFileError[] };

export function formatRulesCsv(rules: readonly SorterRuleInput[]): string {
  return csvText(
    RULES_CSV_COLUMNS,
    rules.map((rule) => [rule.name, rule.gate, rule.channel, rule.priceSource, dollars(rule.minProfit), rule.maxSalesRank, rule.maxOffers, dollars(rule.minPrice)]),
  );
}

const at = (line: number, message: string): SorterFileError => ({ line, message: line > 0 ? `Line ${line}: ${message}` : message });

class CellError extends Error {}

const MONEY = /^([+-])?\$?(\d*)(?:\.(\d{1,2}))?$/;

/**
 * How the spreadsheet wrote numbers: a file whose cells are separated by semicolons comes from one
 * set to a decimal comma (3,50) and thousands by points or spaces (1.500.000).
 */
interface NumberStyle {
  decimalComma: boolean;
}

/** "3.50", "3.5", "$3", "-1.25" (or "3,50" with a decimal comma) as cents; blank as no limit. */
function readMoney(cell: string, style: NumberStyle): number | null {
  if (cell === '') return null;
  const written = style.decimalComma ? cell.replace(',', '.') : cell;
  const match = MONEY.exec(written.replace(/^([+-])?\$/, '$1').replace(/^\$([+-])/, '$1'));
  if (!match || (match[2] === '' && match[3] === undefined)) throw new CellError('must be an amount in dollars like 3.50, or blank for no limit');
  const cents = Number(match[2] || '0') * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' && cents !== 0 ? -cents : cents;
}

/** "250000" or "250,000" (or "250.000" with a decimal comma), as a spreadsheet may show it; a fraction reaches the schema, which refuses it. */
function readCount(cell: string, style: NumberStyle): number | null {
  if (cell === '') return null;
  const grouping = style.decimalComma ? /^\d{1,3}([.\s\u00a0]\d{3})+$/ : /^\d{1,3}(,\d{3})+$/;
  const plain = grouping.test(cell) ? cell.replace(/[.,\s\u00a0]/g, '') : style.decimalComma ? cell.replace(',', '.') : cell;
  if (!/^-?\d+(\.\d+)?$/.test(plain)) throw new CellError('must be a whole number like 250000, or blank for no limit');
  return Number(plain);
}

/** GATE_3, gate 3 or 3 as GATE_3; anything else goes to the schema as written, which names the gates. */
function readGate(cell: string): string {
  const number = /^(?:gate[\s_-]*)?(\d+)$/i.exec(cell);
  return number ? `GATE_${Number(number[1])}` : cell;
}

/** "Buy box", "buy-box" and "BUY_BOX" are one price source. */
const readChoice = (cell: string) => cell.toUpperCase().replace(/[\s-]+/g, '_');

function readRow(columns: (Column | null)[], record: CsvRecord, style: NumberStyle): { rule: SorterRuleInput | null; errors: SorterFileError[] } {
  const problems: { column: Column; message: string }[] = [];
  const cells = new Map<Column, string>();
  columns.forEach((column, index) => {
    if (column) cells.set(column, record.cells[index]?.trim() ?? '');
  });
  const candidate: Record<string, unknown> = {
    name: readTextCell(cells.get('name') ?? ''),
    gate: readGate(cells.get('gate') ?? ''),
    channel: readChoice(cells.get('channel') ?? ''),
    priceSource: readChoice(cells.get('priceSource') ?? ''),
  };
  for (const [columnsOfKind, read] of [
    [MONEY_COLUMNS, readMoney],
    [COUNT_COLUMNS, readCount],
  ] as const) {
    for (const column of columnsOfKind) {
      try {
        candidate[column] = read(cells.get(column) ?? '', style);
      } catch (error) {
        if (!(error instanceof CellError)) throw error;
        problems.push({ column, message: error.message });
        candidate[column] = null;
      }
    }
  }
  for (const column of REQUIRED_COLUMNS) {
    if (column !== 'name' && cells.get(column) === '') problems.push({ column, message: 'is required' });
  }
  const parsed = sorterRuleInputSchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const column = issue.path[0] as Column;
      if (!problems.some((problem) => problem.column === column)) problems.push({ column, message: fileMessage(column, issue.message) });
    }
  }
  problems.sort((a, b) => RULES_CSV_COLUMNS.indexOf(a.column) - RULES_CSV_COLUMNS.indexOf(b.column));
  const errors = problems.map(({ column, message }) => at(record.line, `${column} ${message}.`));
  return { rule: parsed.success && errors.length === 0 ? orderedRule(parsed.data) : null, errors };
}

/**
 * The forms' messages, said for a file: the schema counts money in cents where the file has
 * dollars, and a person typing a price source in a spreadsheet needs to see the choices.
 */
function fileMessage(column: Column, message: string): string {
  if (column === 'priceSource') return `must be one of ${PRICE_SOURCES.join(', ')}`;
  if (column !== 'minProfit') return message;
  if (message === 'is too large') return 'must be at most 100000.00';
  if (message === 'is too small') return 'must be at least -100000.00';
  return message;
}

/** The header's columns by position; null for an error already reported. */
function readHeader(record: CsvRecord): { columns: (Column | null)[]; errors: SorterFileError[] } {
  const known = new Map(RULES_CSV_COLUMNS.map((column) => [column.toLowerCase(), column]));
  const columns: (Column | null)[] = [];
  const errors: SorterFileError[] = [];
  for (const cell of record.cells) {
    const name = cell.trim();
    const column = known.get(name.toLowerCase()) ?? null;
    if (column === null && name !== '') errors.push(at(record.line, `the header's column "${name}" is not one of ${RULES_CSV_COLUMNS.join(', ')}.`));
    else if (column !== null && columns.includes(column)) errors.push(at(record.line, `the header names the column ${column} twice.`));
    columns.push(column !== null && columns.includes(column) ? null : column);
  }
  const missing = REQUIRED_COLUMNS.filter((column) => !columns.includes(column));
  if (missing.length === REQUIRED_COLUMNS.length) {
    return { columns, errors: [at(record.line, `the first line must be the header: ${RULES_CSV_COLUMNS.join(',')}.`)] };
  }
  if (missing.length > 0) errors.push(at(record.line, `the header has no ${missing.join(', ')} column: every rule needs one.`));
  return { columns, errors };
}

function countCheck(count: number): SorterFileError[] {
  if (count === 0) return [at(0, 'The file has no rules: put one rule a line under the header.')];
  if (count > SORTER_RULES_MAX) return [at(0, `The file has ${count} rules, more than the ${SORTER_RULES_MAX} a section holds.`)];
  return [];
}

function parseRulesCsv(text: string): ParsedRules {
  // The header tells the separator: a spreadsheet set to a decimal comma writes name;gate;channel...
  const firstLine = /^\uFEFF?\s*([^\r\n]*)/.exec(text)?.[1] ?? '';
  const separator = firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',';
  const read = parseCsvRecords(text, separator);
  if (!read.ok) return { ok: false, errors: [at(read.line, `${read.message}.`)] };
  const [header, ...rows] = read.records;
  if (!header) return { ok: false, errors: countCheck(0) };
  const { columns, errors } = readHeader(header);
  if (errors.length > 0) return { ok: false, errors };
  const rules: SorterRuleInput[] = [];
  for (const record of rows) {
    // Trailing empty cells are what a spreadsheet leaves after a cleared column: not a mistake.
    if (record.cells.slice(columns.length).some((cell) => cell.trim() !== '')) {
      errors.push(at(record.line, `the line has ${record.cells.length} cells where the header has ${columns.length} columns (a name with a comma must be in double quotes).`));
      continue;
    }
    const row = readRow(columns, record, { decimalComma: separator === ';' });
    errors.push(...row.errors);
    if (row.rule) rules.push(row.rule);
  }
  errors.push(...countCheck(rows.length));
  return errors.length > 0 ? { ok: false, errors } : { ok: true, rules };
}

/** The rules of an export's active section, else of its first. */
function rulesOfExport(text: string): ParsedRules {
  const parsed = parseTransferFile(text);
  if (!parsed.ok) return parsed;
  const { sections } = parsed.config;
  const section = sections.find((each) => each.active) ?? sections[0];
  if (!section) return { ok: false, errors: [at(0, 'The configuration file has no section to take rules from.')] };
  const count = countCheck(section.rules.length);
  return count.length > 0 ? { ok: false, errors: count } : { ok: true, rules: section.rules.map(orderedRule) };
}

/** A rules CSV or a whole-configuration export, told apart by the export's opening brace. */
export function parseRulesFile(text: string): ParsedRules {
  return /^\uFEFF?\s*\{/.test(text) ? rulesOfExport(text) : parseRulesCsv(text);
}
