/** Tenths (of a pound, of an inch) as the unit with one decimal; 0 or null is "not measured". */
export const fromTenths = (tenths: number | null | undefined) => (tenths ? (tenths / 10).toFixed(1) : undefined);
