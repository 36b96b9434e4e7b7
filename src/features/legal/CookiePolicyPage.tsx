import { List, Text } from '@mantine/core';
import { PolicyPage } from './PolicyPage';

const sections = [
  {
    heading: 'What Folio stores in your browser',
    body: (
      <List spacing="xs" size="sm">
        <List.Item>
          <b>XSRF-TOKEN</b> (cookie, strictly necessary): a random value that proves a request came from a Folio page
          and not from another site. It holds no personal data and is deleted when you clear your cookies.
        </List.Item>
        <List.Item>
          <b>token, refreshToken, deviceId</b> (local storage, strictly necessary): keep you signed in on this device
          and identify the device in your account&apos;s device list. They are deleted when you log out.
        </List.Item>
        <List.Item>
          <b>Offline data</b> (IndexedDB, strictly necessary): what the app needs to work without a connection, such as
          your account details and your scan history. It is deleted when you log out or clear site data.
        </List.Item>
      </List>
    ),
  },
  {
    heading: 'Analytics',
    body: (
      <Text size="sm">
        Only on the sign-up, registration-link and registration pages, Folio may load a tag manager to measure how
        many people complete sign-up. It records the page visited; it is never loaded inside your account.
      </Text>
    ),
  },
  {
    heading: 'Your choices',
    body: (
      <Text size="sm">
        The strictly necessary items cannot be turned off while you use Folio, because sign-in and offline work
        depend on them. You can block analytics with your browser&apos;s tracking protection without losing anything.
      </Text>
    ),
  },
];

export function CookiePolicyPage() {
  return <PolicyPage title="Cookie policy" effective="November 1, 2026" sections={sections} />;
}
