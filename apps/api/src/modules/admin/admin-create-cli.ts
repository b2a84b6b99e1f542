import { adminMessages as t } from "@culture-patrimoine/contract/messages";
import { administratorAccountSchema } from "@culture-patrimoine/contract/schemas/admin";
import { isExplained, openServerDatabase, stop } from "../../backup/cli-output.ts";
import { loadConfig, resolveAppSecret } from "../../config.ts";
import { countAppliedMigrations } from "../../db/client.ts";
import { ConflictError } from "../../errors.ts";
import { createAdministrator } from "./administrators.ts";

// npm run admin:create -- --email … --prenom … --nom …: the one way to make an administrator (no
// sign-up gives the role). Same configuration and database as the server, like npm run backup.

const OPTIONS = { email: "email", prenom: "first_name", nom: "last_name" } as const;
type Option = keyof typeof OPTIONS;

function parseArguments(args: string[]): Record<Option, string> {
  const values: Partial<Record<Option, string>> = {};
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? "";
    const [flag, inline] = arg.split(/=(.*)/s, 2);
    const name = flag?.replace(/^--/, "") as Option;
    if (!arg.startsWith("--") || !(name in OPTIONS)) stop(`${t.cliUnknownOption(arg)}\n${t.cliUsage}`, 2);
    // "--email x" takes the next argument; "--email=x" carries its value.
    const value = inline ?? args[index + 1];
    if (inline === undefined) index += 1;
    if (value === undefined) stop(`${t.cliMissingOption(name)}\n${t.cliUsage}`, 2);
    values[name] = value;
  }
  for (const name of Object.keys(OPTIONS) as Option[]) {
    if (values[name] === undefined) stop(`${t.cliMissingOption(name)}\n${t.cliUsage}`, 2);
  }
  return values as Record<Option, string>;
}

/** Reads a line from the terminal without showing it: a password never appears on screen. */
function askHidden(prompt: string): Promise<string> {
  const input = process.stdin;
  process.stdout.write(prompt);
  input.setRawMode(true);
  input.resume();
  input.setEncoding("utf8");
  return new Promise((resolve) => {
    let typed = "";
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === "\u0003") {
          input.setRawMode(false);
          process.stdout.write("\n");
          process.exit(130);
        }
        if (char === "\r" || char === "\n") {
          input.setRawMode(false);
          input.pause();
          input.off("data", onData);
          process.stdout.write("\n");
          resolve(typed);
          return;
        }
        typed = char === "\u007f" || char === "\b" ? typed.slice(0, -1) : typed + char;
      }
    };
    input.on("data", onData);
  });
}

async function readPassword(): Promise<string> {
  // The password is an input of this command, not configuration: the environment keeps it out of
  // the shell's history and of `ps`.
  const given = process.env.ADMIN_PASSWORD;
  if (given) return given;
  if (!process.stdin.isTTY) stop(t.cliNoPassword, 2);
  const password = await askHidden(t.cliPasswordPrompt);
  if ((await askHidden(t.cliPasswordConfirm)) !== password) stop(t.cliPasswordMismatch, 2);
  return password;
}

const args = process.argv.slice(2);
if (args.some((arg) => arg === "--help" || arg === "-h" || arg === "--aide")) {
  console.log(t.cliUsage);
  process.exit(0);
}
const options = parseArguments(args);
const parsed = administratorAccountSchema.safeParse({
  email: options.email,
  first_name: options.prenom,
  last_name: options.nom,
  password: await readPassword(),
});
if (!parsed.success) {
  const names: Record<string, string> = { email: "--email", first_name: "--prenom", last_name: "--nom" };
  const details = parsed.error.issues.map(
    (issue) => `  ${names[String(issue.path[0])] ?? "mot de passe"}\u00a0: ${issue.message}`,
  );
  stop(t.cliInvalid(details.join("\n")), 2);
}

const config = loadConfig();
const database = await openServerDatabase(config, "administration").catch((error: unknown) =>
  isExplained(error) ? stop(error.message) : Promise.reject(error),
);
try {
  // A database no server ever started has no tables: the first start creates them (and the demo).
  if ((await countAppliedMigrations(database.db)) === 0) {
    await database.close();
    stop(
      "La base n’existe pas encore\u00a0: démarrez le serveur une première fois (npm start), puis relancez cette commande.",
    );
  }
  await database.migrate();
  const created = await createAdministrator(database.db, resolveAppSecret(config), parsed.data);
  console.log(
    [
      "",
      `  ${t.cliCreated(created.email)}`,
      "",
      `  ${t.cliOtpauth}`,
      `  ${created.otpauthUrl}`,
      "",
      `  ${t.cliRecoveryCodes}`,
      ...created.recoveryCodes.map((code) => `    ${code}`),
      "",
    ].join("\n"),
  );
} catch (error) {
  await database.close();
  if (error instanceof ConflictError) stop(t.cliEmailTaken(parsed.data.email));
  console.error("\nLa création de l’administrateur a échoué, aucun compte n’a été créé\u00a0:", error);
  process.exit(1);
}
await database.close();
