import { Badge, Group, Text, UnstyledButton } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { Nsession, NsessionStep, NsessionType } from '~/contract/nsession';
import { STEP_LABELS, STEP_OF_STAGE, STEP_ORDER, stepOpen } from './steps';

/**
 * Where the plan is: every step in order, done ones ticked, the current one marked, later ones
 * waiting. Open steps are links, so the stepper works with a keyboard and in a new tab.
 */
export function StepNav({ session, type, step }: { session: Nsession; type: NsessionType; step: NsessionStep }) {
  const resumeAt = STEP_ORDER.indexOf(STEP_OF_STAGE[session.stage]);
  return (
    <nav aria-label="Plan steps">
      <Group gap={6} wrap="wrap">
        {STEP_ORDER.map((each, index) => {
          const done = index < resumeAt && each !== 'session-items';
          const current = each === step;
          const content = (
            <Badge
              size="lg"
              radius="sm"
              variant={current ? 'filled' : done ? 'light' : 'outline'}
              color={current ? 'blue' : done ? 'teal' : 'gray'}
              leftSection={done ? <IconCheck size={14} aria-hidden /> : <Text span size="xs" fw={700}>{index + 1}</Text>}
              tt="none"
            >
              {STEP_LABELS[each]}
            </Badge>
          );
          if (!stepOpen(each, session.stage) || current) {
            return (
              <span key={each} aria-current={current ? 'step' : undefined} aria-disabled={!current || undefined}>
                {content}
              </span>
            );
          }
          return (
            <UnstyledButton
              key={each}
              renderRoot={(props) => (
                <Link {...props} to={`/lister/session/$type/$sessionId/${each}`} params={{ type, sessionId: Number(session.idStr) }} />
              )}
            >
              {content}
            </UnstyledButton>
          );
        })}
      </Group>
    </nav>
  );
}
