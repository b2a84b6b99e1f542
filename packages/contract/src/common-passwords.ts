// Passwords of 8 characters or more that lead the public breach rankings (English and French
// lists). Shorter ones are already refused by the length rule. Compared in lower case.
// biome-ignore format: one entry per line would make a hundred-line list hard to scan
const COMMON_PASSWORDS = new Set([
  "12345678", "123456789", "1234567890", "12345678910", "0123456789", "87654321", "987654321",
  "11111111", "00000000", "88888888", "99999999", "12341234", "11223344", "12121212", "123123123",
  "1q2w3e4r", "1q2w3e4r5t", "1qaz2wsx", "qwertyuiop", "qwerty123", "qwerty12", "qwertyui",
  "azertyuiop", "azerty123", "azerty12", "azertyui", "password", "password1", "password12",
  "password123", "passw0rd", "p@ssw0rd", "p@ssword", "motdepasse", "motdepasse1", "motdepasse123",
  "mot2passe", "iloveyou", "iloveyou1", "jetaime1", "jetaime123", "sunshine", "princess",
  "football", "baseball", "superman", "starwars", "whatever", "trustno1", "welcome1",
  "welcome123", "bienvenue", "bienvenue1", "bienvenue123", "soleil123", "marseille", "marseille13",
  "doudou123", "chouchou", "loulou123", "nicolas1", "alexandre", "caroline", "qwerty1234",
  "abc12345", "abcd1234", "abcdefgh", "aaaaaaaa", "zzzzzzzz", "letmein1", "admin123",
  "administrateur", "administrator", "changeme", "computer", "internet", "michelle", "jennifer",
  "liverpool", "chocolate", "chocolat", "1234abcd", "q1w2e3r4", "zaq12wsx", "asdfghjk", "asdfasdf",
  "secret123", "master123", "dragon123", "monkey123", "shadow123", "football1", "charlie1",
  "123456789a", "a123456789", "1234567a", "123456789q", "patrimoine", "culture123",
]);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
