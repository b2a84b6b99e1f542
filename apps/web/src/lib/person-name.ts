/**
 * "Nom complet" is one field in the forms but two columns in the API: the first word is the first
 * name, the rest the last name ("Marie de la Tour" → "Marie" / "de la Tour"); one word gives an
 * empty last name.
 */
export function splitFullName(fullName: string): { first_name: string; last_name: string } {
  const trimmed = fullName.trim().replace(/\s+/g, " ");
  const space = trimmed.indexOf(" ");
  if (space === -1) return { first_name: trimmed, last_name: "" };
  return { first_name: trimmed.slice(0, space), last_name: trimmed.slice(space + 1) };
}

export function joinFullName(firstName: string, lastName: string): string {
  return [firstName.trim(), lastName.trim()].filter(Boolean).join(" ");
}

/** Up to two letters for the account button ("Marie Curie" → "MC"). */
export function initialsOf(firstName: string, lastName: string): string {
  const letters = [firstName, lastName].map((part) => part.trim().charAt(0)).filter(Boolean);
  return letters.join("").toLocaleUpperCase("fr-FR") || "?";
}
