/** The marketplace's amounts are decimal units of the store's currency (a number, or a decimal string in newer APIs); Folio's are integer cents. */
export const centsOf = (money: { Amount?: number; amount?: number | string } | undefined): number | null => {
  const raw = money?.Amount ?? money?.amount;
  const amount = typeof raw === 'string' ? Number(raw) : raw;
  return typeof amount === 'number' && Number.isFinite(amount) ? Math.round(amount * 100) : null;
};

export const unitsOf = (cents: number) => Math.round(cents) / 100;
