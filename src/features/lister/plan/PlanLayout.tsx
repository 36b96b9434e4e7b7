import { Alert, Anchor, Button, Group, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, Outlet, useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { nsessionKeys, nsessionQueries } from '~/api/nsession/queries';
import { QueryStatus } from '~/components/QueryStatus';
import { NSESSION_STEPS, type Nsession, type NsessionStep, type NsessionType } from '~/contract/nsession';
import { prepareSounds } from '~/sounds';
import { OperationBanner } from './OperationBanner';
import { PlanContext } from './planContext';
import { PlanHeader } from './PlanHeader';
import { StepNav } from './StepNav';
import { useProblemsStillHolding } from './useProblemsStillHolding';
import { STAGE_LABELS, STEP_LABELS, STEP_OF_STAGE, stepOpen } from './steps';

const PLANS_PATH = '/lister/session/fba';

/** The step the address names: the last segment of the path. */
function useStep(): NsessionStep {
  const { pathname } = useLocation();
  const last = pathname.split('/').filter(Boolean).at(-1) as NsessionStep;
  return NSESSION_STEPS.includes(last) ? last : 'scanning';
}

/**
 * The frame of every step of the newer flow (spec 2.1 lister/session/:type/:sessionId/...): the
 * plan's header, the stepper, the marketplace's last operation, then the step. Everything comes
 * from the server, so the same address opens the same step on any device.
 */
export function PlanLayout({ sessionId, type }: { sessionId: number; type: NsessionType }) {
  const session = useQuery(nsessionQueries.session(sessionId));
  const step = useStep();
  useEffect(() => prepareSounds(), []);
  useFreshAfterOperations(sessionId, session.data);
  const problems = useProblemsStillHolding(sessionId, session.data);
  return (
    <Stack>
      <Anchor component={Link} to={PLANS_PATH} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden /> Plans and sessions
        </Group>
      </Anchor>
      <QueryStatus
        query={session}
        what="plan"
        missing={{ record: `Plan ${sessionId}`, backTo: PLANS_PATH, backLabel: 'Back to the plans' }}
      />
      {session.data && (
        <PlanContext.Provider value={{ sessionId, type, session: session.data }}>
          <PlanHeader session={session.data} />
          <StepNav session={session.data} type={type} step={step} />
          <OperationBanner session={session.data} problems={problems} />
          {session.data.stage === 'VOIDED' && (
            <Alert color="gray" title="This plan is cancelled">
              The marketplace no longer expects its boxes. Its items stay here to read; delete the plan from its menu (⋮) when you no longer need it.
            </Alert>
          )}
          {stepOpen(step, session.data.stage) ? <Outlet /> : <StepNotOpen session={session.data} type={type} step={step} />}
        </PlanContext.Provider>
      )}
    </Stack>
  );
}

/**
 * When the marketplace's operation ends, what it produced (options, boxes, shipments) is read again
 * by whichever step shows it: the session's own reads follow the operation, the step's do not.
 */
function useFreshAfterOperations(sessionId: number, session: Nsession | undefined) {
  const queryClient = useQueryClient();
  const operation = session?.operation;
  const ended = operation && operation.status !== 'IN_PROGRESS' ? `${operation.kind}|${operation.startedAt}|${operation.status}` : null;
  useEffect(() => {
    if (!ended) return;
    void queryClient.invalidateQueries({ queryKey: nsessionKeys.session(sessionId), predicate: (query) => query.queryKey.length > 3 });
  }, [ended, queryClient, sessionId]);
}

/** A step the plan has not reached (or has passed, for scanning): where the plan is, and a way there. */
function StepNotOpen({ session, type, step }: { session: Nsession; type: NsessionType; step: NsessionStep }) {
  const resume = STEP_OF_STAGE[session.stage];
  return (
    <Alert color="gray" title={`${STEP_LABELS[step]} is not open at this stage`}>
      The plan is at “{STAGE_LABELS[session.stage]}”.
      <Button
        mt="sm"
        display="block"
        variant="light"
        renderRoot={(props) => <Link {...props} to={`/lister/session/$type/$sessionId/${resume}`} params={{ type, sessionId: Number(session.idStr) }} />}
      >
        Go to {STEP_LABELS[resume]}
      </Button>
    </Alert>
  );
}
