import { describe, expect, it } from 'vitest';
import { describeReportQuery, reportQueryText } from './reportQuery';
import { stockReportQuerySchema } from './reports';

const parsed = (query: Record<string, string>) => {
  const { kind: _kind, ...filters } = stockReportQuerySchema.parse(query);
  return filters;
};

describe("a report's query", () => {
  it('goes back to query-string text that parses to the same query', () => {
    const filters = parsed({ conditions: 'used,good', tags: 'AT_MIN', text: 'hobbit', priceLte: '2000', sortField: 'ASR' });
    const text = reportQueryText(filters);
    expect(text).toEqual({
      conditions: 'used,good', tags: 'AT_MIN', text: 'hobbit', textMatch: 'Contains', qtyGte: '1', priceLte: '2000', sortField: 'ASR', sortOrder: 'ASC',
    });
    expect(parsed(text)).toEqual(filters);
  });

  it('reads in words, leaving out what does not narrow', () => {
    expect(describeReportQuery(parsed({}))).toBe('Quantity 1 or more · by Age, ascending');
    expect(describeReportQuery(parsed({ qtyGte: '0' }))).toBe('by Age, ascending');
    expect(
      describeReportQuery(
        parsed({
          conditions: 'likenew,verygood,acceptable', states: 'Inbound,Reserved', tags: 'AT_MIN,NO_MIN', text: '978', textField: 'ISBN',
          textMatch: 'Starts With', qtyGte: '2', qtyLte: '5', priceGte: '150', sortField: 'Sold Days', sortOrder: 'DESC',
        }),
      ),
    ).toBe(
      'Condition like new, very good or acceptable · Inbound or Reserved units · Price at min or no min · ISBN starts with "978" · ' +
        'Quantity 2 to 5 · Price $1.50 or more · by Sold Days, descending',
    );
    expect(describeReportQuery(parsed({ text: 'x', priceLte: '99' }))).toBe('Any field contains "x" · Quantity 1 or more · Price up to $0.99 · by Age, ascending');
  });
});
