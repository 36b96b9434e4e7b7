import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ALL_COMPETITORS, type Section } from '~/contract';
import { render } from '~/testing/render';
import { useInvalidFields } from '../useInvalidFields';
import { RuleLinesEditor } from './RuleLinesEditor';

const start: Section = {
  name: 'Test rules',
  fallback: { kind: 'KEEP' },
  lines: [
    { id: 'first', when: [], competition: ALL_COMPETITORS, then: { kind: 'KEEP' } },
    { id: 'second', when: [], competition: ALL_COMPETITORS, then: { kind: 'MAX' } },
  ],
};

function Harness() {
  const [section, setSection] = useState(start);
  const invalid = useInvalidFields();
  return (
    <>
      <RuleLinesEditor section={section} onChange={setSection} track={invalid.track} />
      <output data-testid="state">{`${section.lines.map((line) => line.id).join(',')} invalid=${invalid.any}`}</output>
    </>
  );
}

const state = () => screen.getByTestId('state').textContent;

describe('RuleLinesEditor', () => {
  it('moves a line with its buttons and with Alt+Arrow on the line', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Move Line 1 down' }));
    expect(state()).toBe('second,first invalid=false');
    const line = screen.getByRole('listitem', { name: 'Line 2 (first)' });
    fireEvent.keyDown(within(line).getByRole('button', { name: 'Delete Line 2' }), { key: 'ArrowUp', altKey: true });
    expect(state()).toBe('first,second invalid=false');
  });

  it('adds a line with a fresh id and deletes one', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Add rule line' }));
    expect(state()).toBe('first,second,line-3 invalid=false');
    fireEvent.click(screen.getByRole('button', { name: 'Delete Line 1' }));
    expect(state()).toBe('second,line-3 invalid=false');
  });

  it('keeps a bad number as typed and reports it; deleting its line clears the report', () => {
    render(<Harness />);
    const rating = screen.getByRole('textbox', { name: 'Line 1: minimum feedback rating' });
    fireEvent.change(rating, { target: { value: '150' } });
    expect(rating).toHaveValue('150');
    expect(state()).toBe('first,second invalid=true');
    fireEvent.click(screen.getByRole('button', { name: 'Delete Line 1' }));
    expect(state()).toBe('second invalid=false');
  });
});
