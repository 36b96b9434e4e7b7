import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render } from '~/testing/render';
import { ManualCodeEntry } from './ManualCodeEntry';
import type { ScanEvent } from './scanEvent';

describe('ManualCodeEntry', () => {
  it('submits a typed code on Enter as a manual ScanEvent and clears the field', async () => {
    const onScan = vi.fn<(event: ScanEvent) => void>();
    render(<ManualCodeEntry onScan={onScan} />);
    const input = screen.getByRole('textbox', { name: 'ISBN, EAN or UPC' });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(input, '0-306-40615-2{Enter}');
    expect(onScan).toHaveBeenCalledWith(expect.objectContaining({ code: '9780306406157', source: 'manual' }));
    expect(input).toHaveValue('');
  });

  it('shows why a code is invalid, keeps it for correction, and still reports the invalid scan', async () => {
    const onScan = vi.fn<(event: ScanEvent) => void>();
    render(<ManualCodeEntry onScan={onScan} />);
    const input = screen.getByRole('textbox');
    await userEvent.type(input, '9780140013994{Enter}');
    expect(screen.getByText(/check digit/)).toBeInTheDocument();
    expect(input).toHaveValue('9780140013994');
    expect(onScan.mock.calls[0]![0]).toMatchObject({ code: '9780140013994', validation: { valid: false } });
  });

  it('asks for a code instead of reporting an empty one', async () => {
    const onScan = vi.fn();
    render(<ManualCodeEntry onScan={onScan} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('Enter a code first.')).toBeInTheDocument();
    expect(onScan).not.toHaveBeenCalled();
  });
});
