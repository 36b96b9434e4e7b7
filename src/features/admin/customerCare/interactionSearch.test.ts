import { describe, expect, it } from 'vitest';
import { interactionQueryOf, interactionSearchSchema } from './interactionSearch';

describe('interaction search', () => {
  it('keeps the query under its own names and drops what does not fit', () => {
    const search = interactionSearchSchema.parse({ email: 'ada', startId: 40, pageSize: 50, company: 7, view: 'elsewhere', searchText: '  ' });
    expect(search).toEqual({ email: 'ada', startId: 40, pageSize: 50, company: undefined, view: undefined, searchText: '  ', username: undefined, contact: undefined });
    expect(interactionQueryOf(search)).toEqual({ email: 'ada', startId: 40, pageSize: 50 });
  });

  it('asks for the default page size when the address names none', () => {
    expect(interactionQueryOf(interactionSearchSchema.parse({}))).toEqual({ pageSize: 25 });
    expect(interactionSearchSchema.parse({ pageSize: 30, startId: -1 })).toMatchObject({ pageSize: undefined, startId: undefined });
  });
});
