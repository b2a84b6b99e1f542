// CSV for French spreadsheets: Excel and LibreOffice in a French locale split on ";" and read
// UTF-8 only when the file starts with a byte order mark.

export const CSV_BOM = "\ufeff";

/** One field: quoted when it holds the separator, a quote or a line break; quotes doubled. */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  const text = String(value);
  // A leading = + - @ would make a spreadsheet run the cell as a formula (CSV injection).
  const safe = /^[=+\-@\t\r]/.test(text) && typeof value === "string" ? `'${text}` : text;
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One row with its CRLF line end (RFC 4180): files written piece by piece are built of these. */
export function csvLine(cells: readonly (string | number | null | undefined)[]): string {
  return `${cells.map(csvField).join(";")}\r\n`;
}

/** A whole file: BOM, header row, rows; CRLF line ends (RFC 4180). */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
): string {
  return `${CSV_BOM}${[header, ...rows].map(csvLine).join("")}`;
}
