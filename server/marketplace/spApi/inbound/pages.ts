/** Every page of a paged list call: the marketplace answers a page and the token of the next. */
export async function allPages<Item>(fetchPage: (token: string | undefined) => Promise<{ items: Item[]; nextToken?: string | undefined }>): Promise<Item[]> {
  const all: Item[] = [];
  let token: string | undefined;
  do {
    const page = await fetchPage(token);
    all.push(...page.items);
    token = page.nextToken;
  } while (token);
  return all;
}
