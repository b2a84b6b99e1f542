// CSV for French spreadsheets: Excel and LibreOffice in a French locale split on ";" and read
// UTF-8 only when the file starts with a byte order mark.

const BOM = "\ufeff";

/** One field: quoted when it holds the separator, a quote or a line break; quotes doubled. */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  const text = String(value);
  // A leading = + - @ would make a spreadsheet run the cell as a formula (CSV injection).
  const safe = /^[=+\-@\t\r]/.test(text) && typeof value === "string" ? `'${text}` : text;
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A whole file: BOM, header row, rows; CRLF line ends (RFC 4180). */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
): string {
  const lines = [header, ...rows].map((row) => row.map(csvField).join(";"));
  return `${BOM}${lines.join("\r\n")}\r\n`;
}
