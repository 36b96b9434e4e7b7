import { CloseButton, Group, Paper, Progress, Text } from '@mantine/core';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useReducer, useRef } from 'react';
import { TOAST_TICK_MS, type ToastColor } from '~/contract/constants';
import { subscribeToToasts } from '~/lib/toast';
import classes from './Toast.module.css';
import { hiddenToast, percentLeft, toastReducer } from './toastReducer';

const COLORS: Record<ToastColor, string> = {
  success: 'teal',
  error: 'red',
  warning: 'orange',
  default: 'navy',
};

/** The one toast of the app (spec 4), fed by showToast() from anywhere. */
export function Toast() {
  const [state, dispatch] = useReducer(toastReducer, hiddenToast);
  const routeId = useRouterState({ select: (router) => router.matches.at(-1)?.routeId });
  const firstRoute = useRef(routeId);

  useEffect(() => subscribeToToasts((toast) => dispatch({ type: 'show', toast })), []);

  useEffect(() => {
    if (routeId === firstRoute.current) return;
    firstRoute.current = routeId;
    dispatch({ type: 'routeChanged' });
  }, [routeId]);

  const running = state.toast !== null && !state.paused;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => dispatch({ type: 'tick', elapsedMs: TOAST_TICK_MS }), TOAST_TICK_MS);
    return () => clearInterval(timer);
  }, [running, state.toast?.id]);

  if (!state.toast) return null;
  const color = COLORS[state.toast.color];
  return (
    <Paper
      className={classes.toast}
      shadow="lg"
      withBorder
      data-color={state.toast.color}
      role={state.toast.color === 'error' ? 'alert' : 'status'}
      aria-live={state.toast.color === 'error' ? 'assertive' : 'polite'}
      onMouseEnter={() => dispatch({ type: 'hover' })}
      onMouseLeave={() => dispatch({ type: 'leave' })}
      style={{ borderLeftColor: `var(--mantine-color-${color}-6)` }}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <div>
          <Text size="sm" className={classes.message} data-testid="toast-message">
            {state.toast.message}
          </Text>
          {state.toast.reference && (
            <Text size="xs" c="dimmed" data-testid="toast-reference">
              Reference: {state.toast.reference}
            </Text>
          )}
        </div>
        <CloseButton aria-label="Close message" size="sm" onClick={() => dispatch({ type: 'close' })} />
      </Group>
      <Progress
        value={percentLeft(state)}
        color={color}
        size="xs"
        mt="xs"
        aria-label="Time left"
        transitionDuration={0}
      />
    </Paper>
  );
}
