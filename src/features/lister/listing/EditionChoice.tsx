import { Button, Group, Text } from '@mantine/core';
import { useSwapEdition } from '~/api/lister/editionMutations';
import type { ItemChangeReply, ListingItem } from '~/contract/lister';

interface EditionChoiceProps {
  item: ListingItem;
  candidates: ItemChangeReply['candidates'];
  onSwapped(reply: ItemChangeReply): void;
}

/** The code lists several books and the first was taken: one tap puts the right one in instead. */
export function EditionChoice({ item, candidates, onSwapped }: EditionChoiceProps) {
  const swap = useSwapEdition(item.sessionId);
  const others = candidates.filter((candidate) => candidate.bookId !== item.bookId);
  if (others.length === 0) return null;
  return (
    <Group gap="xs" mt="xs">
      <Text size="sm">Not this edition?</Text>
      {others.map((candidate) => (
        <Button
          key={candidate.bookId}
          size="compact-sm"
          variant="white"
          loading={swap.isPending && swap.variables?.bookId === candidate.bookId}
          disabled={swap.isPending || swap.isSuccess}
          onClick={() => swap.mutate({ item, bookId: candidate.bookId }, { onSuccess: onSwapped })}
        >
          Use the {candidate.binding.toLowerCase()} ({candidate.bookId})
        </Button>
      ))}
    </Group>
  );
}
