/** A coordinate as a form shows it: the French decimal comma (the API reads "," and "."). */
export function coordinateText(value: number | null | undefined): string {
  return value === null || value === undefined ? "" : String(value).replace(".", ",");
}

/** The number a coordinate field holds, or null when it is empty or not a number. */
export function coordinateValue(text: string): number | null {
  const trimmed = text.trim();
  const value = Number(trimmed.replace(",", "."));
  return trimmed !== "" && /^-?\d+([.,]\d+)?$/.test(trimmed) && Number.isFinite(value) ? value : null;
}
