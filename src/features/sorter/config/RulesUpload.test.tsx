import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sellerClient } from '~/api/clients';
import { ApiError } from '~/api/errors';
import { RulesUpload } from './RulesUpload';
import { renderWithQueries, section } from './testing/configFixtures';

vi.mock('~/api/clients', () => ({ sellerClient: { call: vi.fn() } }));
const call = vi.mocked(sellerClient.call);

beforeEach(() => {
  call.mockReset();
});

const HEADER = 'name,gate,channel,priceSource,minProfit,maxSalesRank,maxOffers,minPrice';
const GOOD = `${HEADER}\nFBA keepers,GATE_1,FBA,BUY_BOX,3.50,1500000,,\nDonate,9,MF,LOWEST_USED,,,,\n`;
const BAD = `${HEADER}\nFBA keepers,GATE_1,FBA,BUY_BOX,3.50,,,\nNowhere,GATE_12,FBA,BUY_BOX,,,,\nOdd,GATE_2,SHIP,BUY_BOX,,,,\n`;

function choose(text: string, name = 'rules.csv') {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files: [new File([text], name, { type: 'text/csv' })] } });
}

describe('uploading a rules file', { timeout: 30_000 }, () => {
  it('lists every bad row with its line number and sends nothing', async () => {
    renderWithQueries(<RulesUpload section={section()} />);
    choose(BAD);
    const errors = await screen.findByTestId('file-errors');
    expect(errors).toHaveTextContent('rules.csv: 2 problems, nothing imported');
    expect(within(errors).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Line 3: gate /),
      expect.stringMatching(/^Line 4: channel /),
    ]);
    expect(call).not.toHaveBeenCalled();
  });

  it('sends a good file with the mode chosen, then says what the section holds', async () => {
    call.mockResolvedValue(section({ rules: new Array(5).fill(null).map((_, id) => ({ id, name: `r${id}`, gate: 'GATE_1', channel: 'MF', priceSource: 'LOWEST_USED', minProfit: null, maxSalesRank: null, maxOffers: null, minPrice: null })) }) as never);
    renderWithQueries(<RulesUpload section={section()} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Append' }));
    choose(GOOD);
    expect(await screen.findByTestId('file-ready')).toHaveTextContent('rules.csv: 2 rules ready');
    fireEvent.click(screen.getByRole('button', { name: 'Append to Weekday sort' }));
    await waitFor(() => expect(call).toHaveBeenCalledTimes(1));
    expect(call.mock.calls[0]![1]).toEqual({ params: { id: 7 }, body: { file: GOOD, mode: 'APPEND' } });
    expect(await screen.findByTestId('rules-imported')).toHaveTextContent('rules.csv: 2 rules imported; Weekday sort now has 5.');
  });

  it("shows the server's refusal line by line, the way the local check does", async () => {
    call.mockRejectedValue(new ApiError(107, 'file has errors: Line 2: name must have at most 40 characters.', 400));
    renderWithQueries(<RulesUpload section={section()} />);
    choose(GOOD);
    fireEvent.click(await screen.findByRole('button', { name: 'Replace Weekday sort’s rules' }));
    const errors = await screen.findByTestId('file-errors');
    expect(errors).toHaveTextContent('Folio refused the file.');
    expect(within(errors).getByRole('listitem')).toHaveTextContent('Line 2: name must have at most 40 characters.');
    expect(screen.queryByTestId('rules-imported')).toBeNull();
  });
});
