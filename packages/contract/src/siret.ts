import { SIRET_LENGTH } from "./constants.ts";

/** Removes the spaces people type between the SIREN and NIC groups. */
export function normalizeSiret(value: string): string {
  return value.replace(/[\s.]/g, "");
}

export function hasSiretLength(value: string): boolean {
  return new RegExp(`^\\d{${SIRET_LENGTH}}$`).test(value);
}

// La Poste's establishments share one SIREN and are numbered by a rule of their own
// (sum of digits divisible by 5) instead of the Luhn key that every other SIRET carries.
// Its head office is the exception: it carries an ordinary Luhn key (digit sum 26).
const LA_POSTE_SIREN = "356000000";
const LA_POSTE_HEAD_OFFICE = "35600000000048";

/** True when a 14-digit SIRET carries a valid check key (INSEE rules). */
export function hasValidSiretKey(siret: string): boolean {
  if (!hasSiretLength(siret)) return false;
  const digits = [...siret].map(Number);
  if (siret.startsWith(LA_POSTE_SIREN) && siret !== LA_POSTE_HEAD_OFFICE) {
    return digits.reduce((sum, digit) => sum + digit, 0) % 5 === 0;
  }
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = digits[index] ?? 0;
    // Luhn: every second digit from the right is doubled; with 14 digits that is even indexes.
    if (index % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
