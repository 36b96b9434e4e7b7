import { CheckIcon, ColorSwatch, Group } from '@mantine/core';

/** Eleven colours that stay apart on a tablet across the warehouse (the server's defaults). */
const GATE_SWATCHES = ['#1971c2', '#2f9e44', '#e8590c', '#9c36b5', '#0c8599', '#c2255c', '#f08c00', '#5c940d', '#3b5bdb', '#862e9c', '#495057'];

interface GateSwatchesProps {
  gateName: string;
  value: string;
  onPick(color: string): void;
}

/**
 * The gate colours, one tap each, in the card's own flow: a floating picker covered the gate's
 * Save button. Any other colour is typed as #rrggbb in the Colour field.
 */
export function GateSwatches({ gateName, value, onPick }: GateSwatchesProps) {
  return (
    <Group gap={4} role="group" aria-label={`Colours for ${gateName}`}>
      {GATE_SWATCHES.map((color) => {
        const picked = color === value.toLowerCase();
        return (
          <ColorSwatch
            key={color}
            component="button"
            type="button"
            color={color}
            size={22}
            aria-label={`Colour ${color}`}
            aria-pressed={picked}
            onClick={() => onPick(color)}
            style={{ cursor: 'pointer', color: 'white' }}
          >
            {picked && <CheckIcon size={12} />}
          </ColorSwatch>
        );
      })}
    </Group>
  );
}
