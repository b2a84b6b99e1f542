// The most common passwords, refused when one is chosen (registration, reset, change), never at
// login: existing accounts keep logging in. People dress a common word up (« Password1! »,
// « Azerty123! », « P@ssw0rd », « Marseille13 »), so a password is reduced to its core before the
// comparison: lower case, no accents, @ and $ read as a and s, digits and symbols around it removed,
// digits inside read as letters (0 → o, 1 → i or l, 3 → e, 4 → a, 5 → s, 7 → t), separators inside
// removed. The core is refused when it is a common word below, a run (« abcd », « 4321 ») or a
// repetition (« aaaa », « azertyazerty »). The web bundle carries the list: keep it short (words of
// the public breach rankings, English and French, and this platform's own name).

// biome-ignore format: a flowing list of words is easier to scan than one word per line
const COMMON_CORES = new Set(
  (
    "password passwd passe pass mdp motdepasse motdepass motpasse mot passwort contrasena wachtwoord " +
    "azerty qwerty qwertz azertyuiop qwertyuiop azertyui qwertyui asdf asdfgh asdfghjk asdfghjkl " +
    "qsdf qsdfgh qsdfghjk qsdfghjklm wxcv wxcvbn zxcv zxcvbn zxcvbnm azqswx azsxdc qazwsx zaqxsw " +
    "azertyqwerty poiuytreza poiuytrewq mlkjhgfdsq " +
    "admin administrateur administrator admins root user utilisateur guest invite test tester " +
    "testing essai demo default defaut changeme changemoi login logon access acces secret secrete " +
    "secrets private prive inconnu unknown nothing rien personne moi toto titi tata tutu tintin " +
    "welcome bienvenue bienvenu hello helloworld hallo bonjour bonsoir salut coucou hola ciao " +
    "iloveyou iloveu loveyou love lover lovely amour monamour mamour jetaime jetadore tequiero " +
    "chouchou doudou loulou nounou nounours bisou bisous cherie cheri chaton minou minette " +
    "poupoune poupette puce bebe bebou bibou mabiche cocotte cocorico " +
    "soleil lune etoile ciel mer ocean plage vacances ete hiver printemps automne " +
    "summer winter spring autumn sunshine rainbow flower fleur fleurs rose " +
    "maman papa mamie papy famille enfant enfants bebe fille garcon " +
    "princess princesse prince king queen roi reine angel ange angels demon diable dieu jesus " +
    "dragon monkey shadow master superman batman spiderman starwars pokemon pikachu naruto " +
    "minecraft fortnite roblox nintendo playstation xbox gamer matrix ninja killer hunter " +
    "football foot soccer baseball basketball basket hockey tennis rugby golf sport " +
    "olympique om psg allezlom zidane mbappe messi ronaldo liverpool arsenal chelsea barcelona " +
    "marseille paris lyon toulouse bordeaux nantes lille nice strasbourg montpellier rennes " +
    "reims brest grenoble dijon angers toulon france bretagne corse normandie alsace provence " +
    "liberte egalite fraternite republique marianne " +
    "michael michelle jennifer jessica jordan daniel thomas robert charlie ashley andrew " +
    "nicolas julien camille marie sophie pierre alexandre antoine maxime kevin jeremy anthony " +
    "sebastien christophe stephane laurent olivier isabelle nathalie sandrine celine aurelie " +
    "julie laura sarah emma manon chloe lucas hugo louis nathan enzo mathis jules gabriel caroline " +
    "arthur raphael leo adam " +
    "chocolat chocolate nutella cookie cookies cheese fromage banane banana orange pomme " +
    "chat chien lapin tigre lion loup dauphin papillon cheval tigger buster maggie " +
    "ferrari porsche mustang harley yamaha " +
    "google facebook instagram snapchat tiktok youtube twitter gmail hotmail yahoo outlook " +
    "wanadoo laposte free microsoft apple iphone samsung android windows linux wifi internet " +
    "computer ordinateur whatever trustno trustnoone letmein freedom money argent " +
    "abc abcdef abcdefgh " +
    "culture patrimoine culturepatrimoine cultureetpatrimoine culturepatrimoinefr " +
    "ministere ministereculture ministeredelaculture musee monument monuments chateau"
  ).split(" "),
);

// Passwords refused as they are: keyboard walks that mix digits and letters, which the reduction
// above cannot bring back to a word.
// biome-ignore format: a flowing list is easier to scan than one entry per line
const COMMON_AS_TYPED = new Set([
  "1q2w3e4r", "1q2w3e4r5t", "1q2w3e4r5t6y", "1qaz2wsx", "1qaz2wsx3edc", "q1w2e3r4", "q1w2e3r4t5",
  "a1z2e3r4", "a1z2e3r4t5", "1a2z3e4r", "zaq12wsx", "1234qwer", "1234azer", "qwer1234", "azer1234",
  "11223344", "1122334455", "12345678910", "123456789101112",
]);

const ACCENTS = /[\u0300-\u036f]/g;
const AFFIXES = /^[^a-z]+|[^a-z]+$/g;
const DIGITS_AS_I: Record<string, string> = { "0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t" };
const DIGITS_AS_L: Record<string, string> = { ...DIGITS_AS_I, "1": "l" };

function lowerPlain(text: string): string {
  return text.normalize("NFD").replace(ACCENTS, "").toLowerCase();
}

function readDigits(text: string, digits: Record<string, string>): string {
  return text.replace(/[0-9]/g, (digit) => digits[digit] ?? digit);
}

/** The words a password may stand for once its disguise is removed (see the comment above). */
function coresOf(password: string): string[] {
  const lower = lowerPlain(password).replace(/[@$]/g, (symbol) => (symbol === "@" ? "a" : "s"));
  const cores = new Set<string>();
  for (const digits of [DIGITS_AS_I, DIGITS_AS_L]) {
    // « Password1! »: the digits around the word are padding, those inside it are letters.
    cores.add(readDigits(lower.replace(AFFIXES, ""), digits).replace(/[^a-z]/g, ""));
    // « S0leil0 »: a disguised last letter.
    cores.add(
      readDigits(lower, digits)
        .replace(AFFIXES, "")
        .replace(/[^a-z]/g, ""),
    );
  }
  return [...cores];
}

/** « abcd », « 4321 », « 7890 »: each character follows the previous one, up or down. */
function isRun(text: string): boolean {
  if (text.length < 3) return false;
  const step = (index: number) => {
    const a = text.charCodeAt(index - 1);
    const b = text.charCodeAt(index);
    // Digits wrap around: 8, 9, 0, 1.
    return /[0-9]/.test(text[index] ?? "") ? (((b - a) % 10) + 10) % 10 : b - a;
  };
  const first = step(1);
  if (first !== 1 && first !== -1 && first !== 9) return false;
  for (let index = 2; index < text.length; index++) if (step(index) !== first) return false;
  return true;
}

/** The shortest unit that `text` repeats at least twice (« 2024 » of « 20242024 »), or null. */
function repeatedUnit(text: string): string | null {
  for (let length = 1; length * 2 <= text.length; length++) {
    const unit = text.slice(0, length);
    if (unit.repeat(Math.ceil(text.length / length)).slice(0, text.length) === text) return unit;
  }
  return null;
}

function isWeakPattern(text: string): boolean {
  const unit = repeatedUnit(text);
  return isRun(text) || (unit !== null && (unit.length <= 4 || COMMON_CORES.has(unit)));
}

/** True for a password of the lists above, disguised or not, or made of a run or a repetition. */
export function isCommonPassword(password: string): boolean {
  const lower = lowerPlain(password);
  if (COMMON_AS_TYPED.has(lower) || isWeakPattern(lower.replace(/\s/g, ""))) return true;
  const digits = lower.replace(/[^0-9]/g, "");
  const weakDigits = digits.length === 0 || isWeakPattern(digits);
  return coresOf(password).some(
    (core) =>
      COMMON_CORES.has(core) ||
      (core.length >= 3 && isWeakPattern(core) && weakDigits) ||
      // « a1234567 »: hardly a letter beside a run of digits.
      (core.length < 3 && digits.length >= 4 && isWeakPattern(digits)),
  );
}

/**
 * True when the password is the person's own name or e-mail address, disguised as above
 * (« Camille2026! » for Camille, « Durand-75 » for c.durand@exemple.fr). Only where the schema
 * sees them: registration.
 */
export function isPersonalPassword(
  password: string,
  facts: ReadonlyArray<string | null | undefined>,
): boolean {
  const words = new Set<string>();
  for (const fact of facts) {
    if (!fact) continue;
    const plain = lowerPlain(fact.split("@")[0] ?? "");
    words.add(plain.replace(/[^a-z]/g, ""));
    for (const part of plain.split(/[^a-z]+/)) words.add(part);
  }
  for (const word of words) if (word.length < 3) words.delete(word);
  return coresOf(password).some((core) => words.has(core));
}
