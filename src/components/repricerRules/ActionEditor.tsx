import { Group, Select } from '@mantine/core';
import { adjustmentSchema, MATCH_SCOPES, type ActionKind, type Adjustment, type RuleAction } from '~/contract';
import { MoneyInput } from '~/components/MoneyInput';
import { NumberField } from '~/components/NumberField';
import { z } from 'zod/mini';
import { ACTION_LABELS, defaultAction, SCOPE_LABELS } from './lineWords';

interface ActionEditorProps {
  action: RuleAction;
  name: string;
  onChange(action: RuleAction): void;
  /** Reports each number field by its own key, so a hidden field never leaves the form invalid. */
  track(field: string): (valid: boolean) => void;
}

const KIND_OPTIONS = (Object.keys(ACTION_LABELS) as ActionKind[]).map((kind) => ({ value: kind, label: ACTION_LABELS[kind] }));
const cents = z.int().check(z.minimum(0));
/** Percents typed as "1.5" and kept as basis points (150), as the section keeps them. */
const PERCENT = { decimals: 2 } as const;

/** What a rule line does once its conditions hold, with the figures the chosen action needs. */
export function ActionEditor({ action, name, onChange, track }: ActionEditorProps) {
  const changeKind = (kind: string | null) => {
    if (!kind || kind === action.kind) return;
    for (const field of ['adjust', 'by', 'price']) track(field)(true);
    onChange(defaultAction(kind as ActionKind));
  };
  return (
    <Group gap="xs" wrap="wrap" align="flex-end">
      <Select label="Then" aria-label={`${name}: action`} data={KIND_OPTIONS} value={action.kind} onChange={changeKind} allowDeselect={false} w={250} />
      {action.kind === 'MATCH' && (
        <Select
          label="Among offers"
          aria-label={`${name}: among offers`}
          data={MATCH_SCOPES.map((scope) => ({ value: scope, label: SCOPE_LABELS[scope] }))}
          value={action.scope}
          onChange={(scope) => scope && onChange({ ...action, scope: scope as typeof action.scope })}
          allowDeselect={false}
          w={250}
        />
      )}
      {(action.kind === 'MATCH' || action.kind === 'TARGET_MARKETPLACE') && (
        <AdjustmentFields adjust={action.adjust} name={name} onChange={(adjust) => onChange({ ...action, adjust })} track={track('adjust')} />
      )}
      {action.kind === 'BEAT_BUY_BOX' && (
        <MoneyInput label="By" aria-label={`${name}: beat by`} rule={cents} value={action.by} onChange={(by) => by !== null && onChange({ ...action, by })} onValidityChange={track('by')} w={120} />
      )}
      {action.kind === 'FIXED' && (
        <MoneyInput label="Price" aria-label={`${name}: fixed price`} rule={cents} value={action.price} onChange={(price) => price !== null && onChange({ ...action, price })} onValidityChange={track('price')} w={120} />
      )}
    </Group>
  );
}

function AdjustmentFields({ adjust, name, onChange, track }: { adjust: Adjustment; name: string; onChange(adjust: Adjustment): void; track(valid: boolean): void }) {
  const rule = adjustmentSchema.shape.amount;
  return (
    <>
      <Select
        label="Adjusted in"
        aria-label={`${name}: adjusted in`}
        data={[{ value: 'CENTS', label: 'Dollars' }, { value: 'PERCENT', label: 'Percent' }]}
        value={adjust.unit}
        onChange={(unit) => unit && unit !== adjust.unit && onChange({ unit: unit as Adjustment['unit'], amount: 0 })}
        allowDeselect={false}
        w={120}
      />
      {adjust.unit === 'CENTS' ? (
        <MoneyInput key="cents" label="By" aria-label={`${name}: adjusted by`} rule={rule} value={adjust.amount} onChange={(amount) => amount !== null && onChange({ ...adjust, amount })} onValidityChange={track} w={120} />
      ) : (
        <NumberField key="percent" kind={PERCENT} label="By %" aria-label={`${name}: adjusted by percent`} rule={rule} value={adjust.amount} onChange={(amount) => amount !== null && onChange({ ...adjust, amount })} onValidityChange={track} w={120} />
      )}
    </>
  );
}
