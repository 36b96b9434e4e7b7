/** One field: quoted when it holds a comma, a quote or a line break (RFC 4180), quotes doubled. */
function field(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows as CSV text, CRLF line ends as RFC 4180 and spreadsheets expect. */
export function toCsv(rows: readonly (readonly (string | number)[])[]): string {
  return rows.map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}

/** Excel reads a CSV as UTF-8 only when it starts with a byte order mark. */
export const UTF8_BOM = '\uFEFF';
