import { Card, Group, Stack, Text } from '@mantine/core';
import { GATE_TARGET_LABELS, type GateDecision, type GateTargetType } from '~/contract/sorter';
import { textColourOn } from '~/lib/colourContrast';
import { SOUND_CHOICE_LABELS, type SoundChoice } from '~/sounds';
import { chosenBy, redirectLine } from '../scan/decisionWords';

export interface MachineAnswer {
  gateNumber: number;
  tag: string;
  color: string;
  sound: SoundChoice;
  targetType: GateTargetType;
  tookMs: number;
  decision?: GateDecision;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** The machine API's answer as the controller gets it: the gate big in its colour, and the timing. */
export function MachineAnswerCard({ answer, roundTripMs }: { answer: MachineAnswer; roundTripMs: number }) {
  const redirect = answer.decision ? redirectLine(answer.decision) : null;
  return (
    <Card radius="md" padding="lg" style={{ background: answer.color, color: textColourOn(answer.color) }} data-testid="machine-answer">
      <Group wrap="nowrap" gap="xl">
        <Text fz={120} fw={900} lh={1} data-testid="gate-number">
          {answer.gateNumber}
        </Text>
        <Stack gap={4}>
          {answer.tag && (
            <Text fz={28} fw={800}>
              {answer.tag}
            </Text>
          )}
          {answer.decision && (
            <Text fz="lg" fw={600} data-testid="gate-reason">
              {chosenBy(answer.decision)}
            </Text>
          )}
          {redirect && <Text fw={700}>{redirect}</Text>}
          <Text size="sm">
            {GATE_TARGET_LABELS[answer.targetType]} · sound {SOUND_CHOICE_LABELS[answer.sound]}
          </Text>
          <Text size="sm" fw={600} data-testid="machine-timing">
            Round trip {ms(roundTripMs)} · server {ms(answer.tookMs)}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}
