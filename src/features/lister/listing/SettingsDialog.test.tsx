import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEndpoint } from '~/contract';
import { sessionsApi, type SessionSettings, type SkuSettings } from '~/contract/lister';
import { render } from '~/testing/render';
import { SettingsDialog } from './SettingsDialog';

const settings: SessionSettings = { condition: 'good', conditionNote: null, minPrice: 500, maxPrice: null, quantity: 1 };
const sku: SkuSettings = { channel: 'FBA', prefix: 'BK', includeCondition: false, includeDate: false, nextNumber: 40 };
const sent: { endpoint: AnyEndpoint; body: unknown }[] = [];

vi.mock('~/api/clients', () => ({
  sellerClient: {
    call: vi.fn(async (endpoint: AnyEndpoint, input: { body?: unknown }) => {
      if (endpoint === sessionsApi.settings) return settings;
      if (endpoint === sessionsApi.skuSettings) return sku;
      sent.push({ endpoint, body: input.body });
      return input.body;
    }),
  },
}));

async function renderDialog() {
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SettingsDialog sessionId={3} channel="FBA" onClose={onClose} />
    </QueryClientProvider>,
  );
  await screen.findByLabelText('Min price');
  return { onClose, save: screen.getByRole('button', { name: 'Save settings' }) };
}

// Mantine's autosizing condition note listens for web fonts, which jsdom does not have.
Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener() {}, removeEventListener() {} } });

beforeEach(() => {
  sent.length = 0;
});

describe('session settings', () => {
  it.each([
    ['Min price', '1e9', 'Enter a number like 12.50'],
    ['Max price', '-5', 'Must be at least $0.01'],
    ['Units per scan', '2.5', 'Must be a whole number'],
    ['Units per scan', 'abc', 'Enter a number like 12'],
    ['Next number', '39', 'Must be at least 40'],
  ])('%s of %j says "%s" on the field, and nothing is saved', async (label, typed, error) => {
    const { save } = await renderDialog();
    const field = screen.getByLabelText(label);
    fireEvent.change(field, { target: { value: typed } });
    expect(field).toHaveValue(typed);
    expect(field).toHaveAccessibleDescription(error);
    expect(save).toBeDisabled();
    fireEvent.submit(save);
    fireEvent.click(save);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual([]);
  });

  it('refuses a min above the max, then saves the corrected prices in cents', async () => {
    const { save, onClose } = await renderDialog();
    fireEvent.change(screen.getByLabelText('Max price'), { target: { value: '4' } });
    expect(screen.getByLabelText('Min price')).toHaveAccessibleDescription('Min must not be above max');
    expect(save).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Max price'), { target: { value: '$12.5' } });
    fireEvent.change(screen.getByLabelText('Units per scan'), { target: { value: '3' } });
    fireEvent.click(save);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([{ endpoint: sessionsApi.saveSettings, body: { ...settings, maxPrice: 1250, quantity: 3 } }]);
  });
});
