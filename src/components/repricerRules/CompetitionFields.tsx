import { Group, Select } from '@mantine/core';
import { COMPETITOR_CHANNELS, competitionSchema, type Competition } from '~/contract';
import { NumberField } from '~/components/NumberField';
import { WHOLE } from '~/lib/numberText';
import { CHANNEL_LABELS } from './lineWords';

interface CompetitionFieldsProps {
  competition: Competition;
  name: string;
  onChange(competition: Competition): void;
  track(field: string): (valid: boolean) => void;
}

/** Which competitors a line follows; an empty feedback field keeps every seller. */
export function CompetitionFields({ competition, name, onChange, track }: CompetitionFieldsProps) {
  return (
    <Group gap="xs" wrap="wrap" align="flex-end">
      <Select
        label="Competing with"
        aria-label={`${name}: competing with`}
        data={COMPETITOR_CHANNELS.map((channel) => ({ value: channel, label: CHANNEL_LABELS[channel] }))}
        value={competition.channel}
        onChange={(channel) => channel && onChange({ ...competition, channel: channel as Competition['channel'] })}
        allowDeselect={false}
        w={220}
      />
      <NumberField
        kind={WHOLE}
        label="Min feedback %"
        aria-label={`${name}: minimum feedback rating`}
        placeholder="Any"
        rule={competitionSchema.shape.minFeedbackRating}
        value={competition.minFeedbackRating}
        onChange={(minFeedbackRating) => onChange({ ...competition, minFeedbackRating })}
        onValidityChange={track('rating')}
        w={140}
      />
      <NumberField
        kind={WHOLE}
        label="Min feedback count"
        aria-label={`${name}: minimum feedback count`}
        placeholder="Any"
        rule={competitionSchema.shape.minFeedbackCount}
        value={competition.minFeedbackCount}
        onChange={(minFeedbackCount) => onChange({ ...competition, minFeedbackCount })}
        onValidityChange={track('count')}
        w={160}
      />
    </Group>
  );
}
