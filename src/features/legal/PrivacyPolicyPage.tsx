import { List, Text } from '@mantine/core';
import { PolicyPage } from './PolicyPage';

const sections = [
  {
    heading: 'Who we are',
    body: (
      <Text size="sm">
        Folio is a tool for sellers of used books and media on an online marketplace. This policy says what we
        collect when you use it, why, and what you can ask of us.
      </Text>
    ),
  },
  {
    heading: 'What we collect',
    body: (
      <List spacing="xs" size="sm">
        <List.Item>Your account: name, email, business name, phone number and business address.</List.Item>
        <List.Item>Your devices: a name for each browser or phone you sign in with, and when it was last used.</List.Item>
        <List.Item>Your work in Folio: listing sessions, prices, repricing rules, sorter settings and notes.</List.Item>
        <List.Item>Error reports: when the app fails, what it was doing, so that we can fix it.</List.Item>
      </List>
    ),
  },
  {
    heading: 'Why we use it',
    body: (
      <Text size="sm">
        To run the service you subscribed to, to keep your account secure (for example, to let you see and remove
        signed-in devices), to bill you, and to fix problems. We do not sell your data or show you advertising.
      </Text>
    ),
  },
  {
    heading: 'Who else sees it',
    body: (
      <Text size="sm">
        The marketplace receives what you send it through Folio, such as listings and shipments. Our staff see
        account data only to help you or to run billing. Passwords are stored as salted hashes nobody can read.
      </Text>
    ),
  },
  {
    heading: 'Your rights',
    body: (
      <Text size="sm">
        You can ask for a copy of your data, correct it, or have your account deleted, by writing to our support
        team from the address on your account. We answer within 30 days.
      </Text>
    ),
  },
];

export function PrivacyPolicyPage() {
  return <PolicyPage title="Privacy policy" effective="November 1, 2026" sections={sections} />;
}
