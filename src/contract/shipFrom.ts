/** What a ship-from block is made of: the seller's profile (spec 3.1 business info and address). */
export interface ShipFromParts {
  companyName: string | null;
  firstName: string;
  lastName: string;
  addressLine1: string | null;
  addressLine2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
}

const filled = (text: string | null | undefined) => text?.trim() ?? '';

/**
 * The SHIP FROM lines of a box label, as a carrier reads them: the business (or the seller's name),
 * the street, then "City, ST 12345". Parts the seller has not given are left out, never printed blank.
 */
export function shipFromLines(parts: ShipFromParts): string[] {
  const person = `${filled(parts.firstName)} ${filled(parts.lastName)}`.trim();
  const stateZip = [filled(parts.state), filled(parts.zip)].filter(Boolean).join(' ');
  const place = [filled(parts.city), stateZip].filter(Boolean).join(', ');
  return [filled(parts.companyName) || person, filled(parts.addressLine1), filled(parts.addressLine2), place].filter(Boolean);
}
