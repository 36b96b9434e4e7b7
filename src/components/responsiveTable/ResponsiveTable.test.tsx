import { Table } from '@mantine/core';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '~/testing/render';
import { Cell, HeadCell, ResponsiveTable } from './ResponsiveTable';

/** jsdom lays nothing out: every element reports the width the test gives it. */
function roomOf(width: number) {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width);
}

afterEach(() => vi.restoreAllMocks());

function renderItems() {
  render(
    <ResponsiveTable minWidth={600} aria-label="Items">
      <Table.Thead>
        <Table.Tr>
          <HeadCell kind="select" label="Select all" />
          <Table.Th>Book</Table.Th>
          <Table.Th>Qty</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        <Table.Tr aria-label="Moby Dick">
          <Cell kind="select" />
          <Cell kind="main">Moby Dick</Cell>
          <Cell label="Qty">2</Cell>
          <Cell kind="actions">Edit</Cell>
        </Table.Tr>
      </Table.Tbody>
    </ResponsiveTable>,
  );
  return screen.getByRole('table', { name: 'Items' });
}

describe('a responsive table', () => {
  it('is a table where its columns fit', () => {
    roomOf(1000);
    expect(renderItems()).not.toHaveAttribute('data-cards');
  });

  it('shows its rows as cards in less room than its columns need, the same rows and cells', () => {
    roomOf(390);
    const table = renderItems();
    expect(table).toHaveAttribute('data-cards');
    const cells = screen.getByRole('row', { name: 'Moby Dick' }).querySelectorAll('td');
    expect([...cells].map((cell) => [cell.dataset.cell ?? null, cell.dataset.label ?? null])).toEqual([
      ['select', null],
      ['main', null],
      [null, 'Qty'],
      ['actions', null],
    ]);
  });

  it('measures its room before its rows are there, so that a long list is laid out once, as cards or as a table', () => {
    const roomsMeasured: boolean[] = [];
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      roomsMeasured.push(this.querySelector('table') !== null);
      return 390;
    });
    expect(renderItems()).toHaveAttribute('data-cards');
    expect(roomsMeasured[0], 'the table was already in the room when its width was first read').toBe(false);
  });

  it('stays a table while it is not laid out (0 wide)', () => {
    roomOf(0);
    expect(renderItems()).not.toHaveAttribute('data-cards');
  });
});
