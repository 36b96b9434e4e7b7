import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '~/api/errors';
import type { AnyEndpoint } from '~/contract';
import { sorterMachineApi } from '~/contract/sorter';
import { render } from '~/testing/render';
import { TesterPage } from './TesterPage';

const calls: { endpoint: AnyEndpoint; query: unknown; headers: unknown }[] = [];
const answer = { gate: 'GATE_3', gateNumber: 3, tag: 'Donate', color: '#1864ab', sound: 'chime', targetType: 'DONATE', tookMs: 1.4 };

vi.mock('~/api/clients', () => ({
  sellerClient: {
    call: vi.fn(async (endpoint: AnyEndpoint, input: { query: { code: string } }, options: { headers: Record<string, string> }) => {
      calls.push({ endpoint, query: input.query, headers: options.headers });
      if (options.headers['x-sorter-key'] === 'fsk_revoked') throw new ApiError(1401, 'This machine key was revoked.', 401);
      if (endpoint === sorterMachineApi.decideV2) return { ...answer, decision: { gate: 'GATE_3', rule: { id: 2, name: 'Donate pile' }, fallback: null, rejectReason: null, redirect: null, profit: 0, price: 300, salesRank: 900_000 } };
      return answer;
    }),
  },
}));
vi.mock('@tanstack/react-router', () => ({ Link: ({ children, to }: { children: ReactNode; to: string }) => <a href={to}>{children}</a> }));

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <TesterPage />
    </QueryClientProvider>,
  );
}

const ask = () => fireEvent.click(screen.getByRole('button', { name: 'Ask the machine API' }));

beforeEach(() => {
  calls.length = 0;
  sessionStorage.clear();
});

describe('the sorter tester', () => {
  it('asks with the machine key in x-sorter-key and shows the gate with both timings', async () => {
    renderPage();
    expect(screen.getByRole('link', { name: 'Sorter settings' })).toHaveAttribute('href', '/sorter/settings');
    fireEvent.change(screen.getByLabelText('Machine key'), { target: { value: 'fsk_abc' } });
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '9780306406157' } });
    ask();
    const card = await screen.findByTestId('machine-answer');
    expect(calls[0]).toEqual({ endpoint: sorterMachineApi.test, query: { code: '9780306406157' }, headers: { 'x-sorter-key': 'fsk_abc' } });
    expect(card).toHaveTextContent('3Donate');
    expect(screen.getByTestId('machine-timing')).toHaveTextContent(/^Round trip \d+\.\d ms · server 1\.4 ms$/);
    expect(sessionStorage.getItem('folio.sorterTester.key')).toBe('fsk_abc');
  });

  it('asks v2 with the switch on and names the rule; says why a refused key was refused', async () => {
    sessionStorage.setItem('folio.sorterTester.key', 'fsk_abc');
    renderPage();
    expect(screen.getByLabelText('Machine key')).toHaveValue('fsk_abc');
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '9780306406157' } });
    fireEvent.click(screen.getByRole('switch'));
    ask();
    expect(await screen.findByTestId('gate-reason')).toHaveTextContent('Rule: Donate pile');
    expect(calls[0]!.endpoint).toBe(sorterMachineApi.decideV2);

    fireEvent.change(screen.getByLabelText('Machine key'), { target: { value: 'fsk_revoked' } });
    ask();
    expect(await screen.findByRole('alert')).toHaveTextContent('This machine key was revoked.');
  });
});
