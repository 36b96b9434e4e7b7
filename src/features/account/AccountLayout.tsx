import { Stack, Tabs, Title } from '@mantine/core';
import { Outlet, useNavigate, useRouterState } from '@tanstack/react-router';

const TABS = [
  { value: '/account', label: 'Profile' },
  { value: '/account/subscriptions', label: 'Subscriptions' },
  { value: '/account/billing', label: 'Billing' },
  { value: '/account/integration', label: 'Integration' },
  { value: '/account/affiliation', label: 'Affiliation' },
] as const;

/** The account area (spec 2.1): one tab per child route. */
export function AccountLayout() {
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (state) => state.location.pathname.replace(/\/$/, '') });
  return (
    <Stack gap="lg" maw={1100}>
      <Title order={1} size="h2">
        Account
      </Title>
      <Tabs value={pathname} onChange={(value) => value && void navigate({ to: value })}>
        <Tabs.List>
          {TABS.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Outlet />
    </Stack>
  );
}
