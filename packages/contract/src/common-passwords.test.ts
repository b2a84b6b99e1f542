import { describe, expect, it } from "vitest";
import { isCommonPassword, isPersonalPassword } from "./common-passwords.ts";

// Issue 15: « Password1! », « Azerty123! » and « admin1234 » were accepted, since only the exact
// spellings of a short list were refused.

describe("isCommonPassword", () => {
  it("refuses the passwords of the issue and the usual disguises of a common word", () => {
    const refused = [
      "Password1!",
      "Azerty123!",
      "admin1234",
      "P@ssw0rd",
      "passw0rd",
      "Marseille13",
      "Soleil2026!",
      "$oleil123",
      "S0leil0",
      "MotDePasse2024!",
      "Mot-de-passe-1",
      "mot de passe",
      "Chouchou!",
      "doudou123",
      "L0ulou",
      "Bienvenue1",
      "Bonjour1",
      "Qwertyuiop",
      "azertyazerty",
      "hell0w0rld",
      "Culture&Patrimoine",
      "culture-patrimoine-2026",
      "Patrimoine1",
      "Sécret123",
      // Kept from the exact list that came before.
      "mot2passe",
      "caroline1",
      "liverpool",
      "11223344",
      "12345678910",
    ];
    for (const password of refused) expect(isCommonPassword(password), password).toBe(true);
  });

  it("refuses runs and repetitions, of digits, letters or symbols", () => {
    const refused = [
      "12345678",
      "87654321",
      "0123456789",
      "7890123456",
      "aaaaaaaa",
      "!!!!!!!!",
      "abcdefgh",
      "abcd1234",
      "20242024",
      "a1234567",
      "1234567a",
      "1q2w3e4r",
      "zaq12wsx",
    ];
    for (const password of refused) expect(isCommonPassword(password), password).toBe(true);
  });

  it("accepts passphrases and random passwords, including those that contain a common word", () => {
    const accepted = [
      "Une-phrase-de-passe-2026",
      "Visite-Demo-2026",
      "Programme-Demo-2026",
      "Patrimoine-Vivant-2026",
      "Nouveau-Patrimoine-2027",
      "Soleil-de-Provence-2026",
      "correct horse battery staple",
      "Tr0ub4dor&3",
      "x7#Q2!m9",
      "Xk7#pq2L",
      "abcd84927",
      "31121987",
    ];
    for (const password of accepted) expect(isCommonPassword(password), password).toBe(false);
  });
});

describe("isPersonalPassword", () => {
  const camille = ["c.durand@exemple.fr", "Camille", "Durand"];

  it("refuses one's own name or e-mail address, disguised or not", () => {
    for (const password of ["Camille2026!", "C@mille-75", "Durand1234", "cdurand!!", "CDurand-2026"]) {
      expect(isPersonalPassword(password, camille), password).toBe(true);
    }
  });

  it("accepts a password that merely contains them, and ignores missing or tiny facts", () => {
    for (const password of ["Camille-aime-Lyon", "Xk7#pq2L", "Une-phrase-de-passe-2026"]) {
      expect(isPersonalPassword(password, camille), password).toBe(false);
    }
    expect(isPersonalPassword("Jo123456!", ["Jo", null, undefined, ""])).toBe(false);
  });
});
