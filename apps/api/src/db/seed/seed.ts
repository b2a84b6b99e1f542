import { count } from "drizzle-orm";
import type { Database } from "../client.ts";
import { users } from "../schema.ts";

// PLACEHOLDER until the demo data lands: the accounts and the entry point main.ts uses.
export const DEMO_ACCOUNTS = {
  participant: { email: "participant@demo.culture-patrimoine.fr", password: "Visite-Demo-2026" },
  professionnel: { email: "organisateur@demo.culture-patrimoine.fr", password: "Programme-Demo-2026" },
} as const;

export async function seedDemoDataIfEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ value: count() }).from(users);
  return (row?.value ?? 0) === 0 && false;
}
