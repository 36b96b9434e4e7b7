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

  it('selects a rejected code, so that the next code typed replaces it instead of being appended to it', async () => {
    const onScan = vi.fn<(event: ScanEvent) => void>();
    render(<ManualCodeEntry onScan={onScan} />);
    const input = screen.getByRole('textbox');
    await userEvent.type(input, '12345{Enter}');
    expect(onScan.mock.calls[0]![0]).toMatchObject({ validation: { valid: false } });
    await userEvent.keyboard('9780306406157{Enter}');
    expect(onScan.mock.calls[1]![0]).toMatchObject({ code: '9780306406157', validation: { valid: true } });
    expect(input).toHaveValue('');
    // Refused after a click on Add too: the field takes the next code at once.
    await userEvent.type(input, '978');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await userEvent.keyboard('0306406152{Enter}');
    expect(onScan.mock.calls[3]![0]).toMatchObject({ code: '9780306406157' });
  });

  it('asks for a code instead of reporting an empty one', async () => {
    const onScan = vi.fn();
    render(<ManualCodeEntry onScan={onScan} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('Enter a code first.')).toBeInTheDocument();
    expect(onScan).not.toHaveBeenCalled();
  });
});
