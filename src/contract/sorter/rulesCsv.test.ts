import { describe, expect, it } from 'vitest';
import { formatRulesCsv, parseRulesFile, RULES_CSV_COLUMNS } from './rulesCsv';
import { RULES_FILE_MAX, type SorterRuleInput } from './sections';
import { formatTransferFile } from './transferFile';
import { SORTER_TRANSFER_MAX, type SorterTransfer } from './transfer';

const keepFba: SorterRuleInput = {
  name: 'FBA keepers',
  gate: 'GATE_1',
  channel: 'FBA',
  priceSource: 'BUY_BOX',
  minProfit: 350,
  maxSalesRank: 1_500_000,
  maxOffers: null,
  minPrice: null,
};
const donate: SorterRuleInput = {
  name: 'Donate, "the rest"',
  gate: 'GATE_9',
  channel: 'MF',
  priceSource: 'LOWEST_USED',
  minProfit: -125,
  maxSalesRank: null,
  maxOffers: 12,
  minPrice: 5,
};
const HEADER = RULES_CSV_COLUMNS.join(',');

function errorsOf(text: string) {
  const parsed = parseRulesFile(text);
  if (parsed.ok) throw new Error(`expected errors, got ${parsed.rules.length} rules`);
  return parsed.errors;
}
function rulesOf(text: string) {
  const parsed = parseRulesFile(text);
  if (!parsed.ok) throw new Error(parsed.errors.map((error) => error.message).join('\n'));
  return parsed.rules;
}

describe('formatRulesCsv', () => {
  it('writes the header and one line a rule, money in dollars, blank for no limit, CRLF', () => {
    expect(formatRulesCsv([keepFba, donate])).toBe(
      `${HEADER}\r\nFBA keepers,GATE_1,FBA,BUY_BOX,3.50,1500000,,\r\n"Donate, ""the rest""",GATE_9,MF,LOWEST_USED,-1.25,,12,0.05\r\n`,
    );
  });

  it('reads back what it wrote, names that look like formulas included', () => {
    const formulaNames = ['=SUM(A1)', '-5 off', "'=quoted", '@home', "it's fine"].map((name) => ({ ...keepFba, name }));
    const csv = formatRulesCsv([keepFba, donate, ...formulaNames]);
    expect(csv).toContain("\r\n'=SUM(A1),");
    expect(rulesOf(csv)).toEqual([keepFba, donate, ...formulaNames]);
  });
});

describe('parseRulesFile: CSV', () => {
  it('takes a spreadsheet’s file: BOM, any header case and order, quoted line breaks, blank lines, loose spellings', () => {
    const text =
      '\uFEFFGate,NAME,Channel,PriceSource,MinProfit,maxsalesrank,maxOffers,minPrice\r\n' +
      '\r\n' +
      '3,"Two\nlines",fba,buy box,$4,"250,000",,\r\n' +
      'gate 11 , Rest ,Mf,lowest-used,.5,,0,-$0\r\n';
    expect(rulesOf(text)).toEqual([
      { name: 'Two\nlines', gate: 'GATE_3', channel: 'FBA', priceSource: 'BUY_BOX', minProfit: 400, maxSalesRank: 250_000, maxOffers: null, minPrice: null },
      { name: 'Rest', gate: 'GATE_11', channel: 'MF', priceSource: 'LOWEST_USED', minProfit: 50, maxSalesRank: null, maxOffers: 0, minPrice: 0 },
    ]);
  });

  it('takes the semicolons and decimal commas of a spreadsheet set to a decimal comma', () => {
    const header = 'name;gate;channel;priceSource;minProfit;maxSalesRank;maxOffers;minPrice';
    expect(rulesOf(`\uFEFF${header}\r\n"Keep; FBA";1;FBA;BUY_BOX;-3,50;1.500.000;12;0,5\r\n`)).toEqual([
      { name: 'Keep; FBA', gate: 'GATE_1', channel: 'FBA', priceSource: 'BUY_BOX', minProfit: -350, maxSalesRank: 1_500_000, maxOffers: 12, minPrice: 50 },
    ]);
    expect(errorsOf(`${header}\nKeep;1;FBA;BUY_BOX;3.5.0;1,5;;\n`).map((error) => error.message)).toEqual([
      'Line 2: minProfit must be an amount in dollars like 3.50, or blank for no limit.',
      'Line 2: maxSalesRank must be a whole number of ranks.',
    ]);
  });

  it('leaves a missing limit column or cell as no limit', () => {
    expect(rulesOf('name,gate,channel,priceSource\nAll,GATE_2,FBA,LOWEST_FBA\n')).toEqual([
      { name: 'All', gate: 'GATE_2', channel: 'FBA', priceSource: 'LOWEST_FBA', minProfit: null, maxSalesRank: null, maxOffers: null, minPrice: null },
    ]);
    expect(rulesOf(`${HEADER}\nAll,GATE_2,FBA,LOWEST_FBA,1\n`)[0]).toMatchObject({ minProfit: 100, minPrice: null });
  });

  it('reports every bad row with its line and the column, and gives no rules', () => {
    const text = [
      HEADER, // line 1
      'Good,GATE_1,FBA,BUY_BOX,3.50,,,', // 2
      'Bad gate,GATE_12,FBA,BUY_BOX,,,,', // 3
      '', // 4: blank, skipped
      ',7,boat,cheapest,3.505,12.5,-1,abc', // 5
      '"Quoted\nname",1,FBA,BUY_BOX,,,,x', // 6 (and 7)
      'Rich,1,FBA,BUY_BOX,100000.01,100000001,,100000.01', // 8
    ].join('\n');
    expect(errorsOf(text).map((error) => error.message)).toEqual([
      'Line 3: gate must be a gate from GATE_1 to GATE_11.',
      'Line 5: name is required.',
      'Line 5: channel must be FBA or MF.',
      'Line 5: priceSource must be one of BUY_BOX, LOWEST_USED, LOWEST_NEW, LOWEST_FBA.',
      'Line 5: minProfit must be an amount in dollars like 3.50, or blank for no limit.',
      'Line 5: maxSalesRank must be a whole number of ranks.',
      'Line 5: maxOffers must not be negative.',
      'Line 5: minPrice must be an amount in dollars like 3.50, or blank for no limit.',
      'Line 6: minPrice must be an amount in dollars like 3.50, or blank for no limit.',
      'Line 8: minProfit must be at most 100000.00.',
      'Line 8: maxSalesRank must be at most 100000000.',
      'Line 8: minPrice must be at most 100000.00.',
    ]);
    expect(errorsOf(text).map((error) => error.line)).toEqual([3, 5, 5, 5, 5, 5, 5, 5, 6, 8, 8, 8]);
  });

  it('names a required cell left blank, and a line with more cells than the header', () => {
    expect(errorsOf(`${HEADER}\nA,,,\nB,1,FBA,BUY_BOX,,,,,Donate\nC,1,FBA,BUY_BOX,,,,,,\n`).map((error) => error.message)).toEqual([
      'Line 2: gate is required.',
      'Line 2: channel is required.',
      'Line 2: priceSource is required.',
      'Line 3: the line has 9 cells where the header has 8 columns (a name with a comma must be in double quotes).',
    ]);
  });

  it('refuses a file without the header, with unknown or missing columns, or a broken quote', () => {
    expect(errorsOf('Good,GATE_1,FBA,BUY_BOX\n')[0]!.message).toBe(`Line 1: the first line must be the header: ${HEADER}.`);
    expect(errorsOf('\n\nname,gate,chanel,priceSource,minProfit\n').map((error) => error.message)).toEqual([
      `Line 3: the header's column "chanel" is not one of ${RULES_CSV_COLUMNS.join(', ')}.`,
      'Line 3: the header has no channel column: every rule needs one.',
    ]);
    expect(errorsOf('name,gate,gate,channel,priceSource\n')[0]!.message).toBe('Line 1: the header names the column gate twice.');
    expect(errorsOf(`${HEADER}\nA,1,FBA,BUY_BOX\n"Open,1,FBA,BUY_BOX\nB,2,FBA,BUY_BOX\n`)).toEqual([
      { line: 3, message: 'Line 3: a quoted cell is never closed: a " is missing.' },
    ]);
    expect(errorsOf(`${HEADER}\n"A"B,1,FBA,BUY_BOX\n`)[0]!.line).toBe(2);
  });

  it('refuses a file with no rules or more than a section holds', () => {
    expect(errorsOf(`${HEADER}\r\n\r\n`)[0]!.message).toBe('The file has no rules: put one rule a line under the header.');
    expect(errorsOf('')[0]!.line).toBe(0);
    const many = formatRulesCsv(Array.from({ length: 201 }, (_, index) => ({ ...keepFba, name: `Rule ${index}` })));
    expect(errorsOf(many)).toEqual([{ line: 0, message: 'The file has 201 rules, more than the 200 a section holds.' }]);
    expect(rulesOf(formatRulesCsv(Array.from({ length: 200 }, () => keepFba)))).toHaveLength(200);
  });
});

const exported = (sections: SorterTransfer['sections']): SorterTransfer => ({
  format: 'folio-sorter',
  version: 1,
  gates: [],
  fallbacks: { typeGateMap: { REJECT: 'GATE_11', INVALID_BARCODE: 'GATE_11', NO_LISTING: 'GATE_11', NO_SR: 'GATE_11', NO_SECTION: 'GATE_11', TIMEOUT: 'GATE_11' }, rejectBreakdown: {} },
  settings: { buyCost: 25, inboundCost: 0, timeoutMs: 1500, soundOn: true },
  sections,
});

describe('parseRulesFile: a configuration export', () => {
  it('takes the rules of the active section, else of the first', () => {
    const other = { name: 'Other', active: false, rules: [donate] };
    expect(rulesOf(formatTransferFile(exported([other, { name: 'Live', active: true, rules: [keepFba, donate] }])))).toEqual([keepFba, donate]);
    expect(rulesOf(`\uFEFF${formatTransferFile(exported([other, { name: 'Later', active: false, rules: [keepFba] }]))}`)).toEqual([donate]);
    expect(errorsOf(formatTransferFile(exported([])))[0]!.message).toBe('The configuration file has no section to take rules from.');
  });

  it('names the line of a JSON mistake, and the line and path of a value the schema refuses', () => {
    const text = formatTransferFile(exported([{ name: 'Live', active: true, rules: [keepFba] }]));
    const lines = text.split('\n');
    const gateLine = lines.findIndex((line) => line.includes('"gate": "GATE_1"')) + 1;
    expect(errorsOf(text.replace('"gate": "GATE_1"', '"gate": "GATE_0"'))).toEqual([
      { line: gateLine, message: `Line ${gateLine}: sections.0.rules.0.gate must be a gate from GATE_1 to GATE_11.` },
    ]);
    const minPriceLine = lines.findIndex((line) => line.includes('"minPrice"')) + 1;
    expect(errorsOf(text.replace('"minPrice": null', '"minPrice": null,'))[0]).toEqual({
      line: minPriceLine + 1,
      message: `Line ${minPriceLine + 1}: the file is not valid JSON at column 9: a property is expected after the comma (JSON allows no comma before }).`,
    });
    expect(errorsOf('{\n  "format": "folio-sorter",\n  "version": 1\n')[0]!.message).toBe(
      'Line 4: the file is not valid JSON at column 1: the file ends too soon: a , or } is expected.',
    );
  });
});

describe('parseRulesFile: files made to hurt', () => {
  it('takes rules files as long as a configuration export, which they may be', () => {
    expect(RULES_FILE_MAX).toBe(SORTER_TRANSFER_MAX);
  });

  it('answers a deeply nested or huge file with errors instead of throwing', () => {
    const deep = `{"sections": ${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    const errors = errorsOf(deep);
    expect(errors.map((error) => error.message).join(' ')).toMatch(/format must be "folio-sorter".*sections\.0/);
    expect(errors.every((error) => error.line === 0)).toBe(true);
    expect(errorsOf(`{${'['.repeat(100_000)}`)[0]!.message).toMatch(/^Line 1: the file is not valid JSON/);
    expect(errorsOf(`${HEADER}\n${'x,'.repeat(50_000)}\n`)[0]!.line).toBe(2);
  });
});
