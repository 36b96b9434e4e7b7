/** "1 box", "3 boxes", "1,200 units": a count with its noun, in the form the count takes. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}
