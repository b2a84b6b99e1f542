import { hash, verify } from "@node-rs/argon2";

// argon2id (the library's default algorithm) at OWASP's minimum: 19 MiB, 2 passes, 1 lane.
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verified when the e-mail is unknown, so that a failed login takes as long either way and does not
// reveal which addresses have an account.
let decoyHash: Promise<string> | undefined;
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword("decoy-password-never-matches");
  await verifyPassword(await decoyHash, password);
  return false;
}
