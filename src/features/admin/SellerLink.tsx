import { Anchor, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';

interface SellerLinkProps {
  userId: number;
  email: string;
  name?: string;
  deleted?: boolean;
}

/** A seller named by e-mail (and name), linking to their page in the admin area; a deleted account says so. */
export function SellerLink({ userId, email, name, deleted = false }: SellerLinkProps) {
  return (
    <div>
      <Anchor size="sm" style={{ overflowWrap: 'anywhere' }} renderRoot={(props) => <Link {...props} to="/admin-panel/users/$userId" params={{ userId }} />}>
        {email}
      </Anchor>
      {(name || deleted) && (
        <Text size="xs" c="dimmed">
          {[name, deleted ? 'deleted' : null].filter(Boolean).join(' · ')}
        </Text>
      )}
    </div>
  );
}
