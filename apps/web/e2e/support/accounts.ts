import { expect, type Page } from "@playwright/test";

export const demoAccounts = {
  participant: {
    email: "participant@demo.culture-patrimoine.fr",
    password: "Visite-Demo-2026",
  },
  professionnel: {
    email: "organisateur@demo.culture-patrimoine.fr",
    password: "Programme-Demo-2026",
  },
} as const;

export interface NewAccount {
  type: "participant" | "professionnel";
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  password: string;
  organization: string;
  siret: string;
  description: string;
}

let counter = 0;

/** A fresh account: the suite shares one database, so every e-mail is unique. */
export function newAccount(type: NewAccount["type"], overrides: Partial<NewAccount> = {}): NewAccount {
  counter += 1;
  const unique = `${Date.now()}-${process.pid}-${counter}`;
  return {
    type,
    firstName: type === "participant" ? "Louise" : "Henri",
    lastName: type === "participant" ? "Michel" : "Langlois",
    email: `${type}-${unique}@e2e.culture-patrimoine.fr`,
    phone: "06 12 34 56 78",
    address: "3 place du Palais-Royal, 75001 Paris",
    password: "Patrimoine-Vivant-2026",
    organization: "Cinémathèque des Quais",
    // A real-format SIRET with a valid check key.
    siret: "732 829 320 00074",
    description: "Association qui projette des films de patrimoine en plein air.",
    ...overrides,
  };
}

/** The register tab's fields, found by their labels as a screen reader user would. */
export function registerFields(page: Page) {
  return {
    participant: page.getByLabel(/^Participant/),
    professionnel: page.getByLabel(/^Professionnel/),
    name: page.getByLabel(/^(Nom complet|Nom du responsable)/),
    email: page.getByLabel(/^Email/),
    phone: page.getByLabel(/^Téléphone/),
    address: page.getByLabel(/^Adresse/),
    organization: page.getByLabel(/^Organisation/),
    siret: page.getByLabel(/^SIRET/),
    description: page.getByLabel(/^Description/),
    password: page.getByLabel(/^Mot de passe/),
    confirmPassword: page.getByLabel(/^Confirmation du mot de passe/),
    terms: page.getByLabel(/^J’accepte les conditions générales/),
    submit: page.getByRole("button", { name: "Créer mon compte" }),
  };
}

export async function fillRegisterForm(page: Page, account: NewAccount): Promise<void> {
  const fields = registerFields(page);
  // DSFR radios and checkboxes draw their own box over the native input, hence `force`. A click
  // that lands before React has taken over the page is undone by its first render (CI saw "did not
  // change its state" once): check() throws then, and the click is tried again.
  const accountType = fields[account.type];
  await expect(async () => accountType.check({ force: true })).toPass({ timeout: 10_000 });
  await fields.name.fill(`${account.firstName} ${account.lastName}`);
  await fields.email.fill(account.email);
  await fields.phone.fill(account.phone);
  await fields.address.fill(account.address);
  if (account.type === "professionnel") {
    await fields.organization.fill(account.organization);
    await fields.siret.fill(account.siret);
    await fields.description.fill(account.description);
  }
  await fields.password.fill(account.password);
  await fields.confirmPassword.fill(account.password);
  await fields.terms.check({ force: true });
}

/** Signs up through /auth?tab=inscription and waits for the dashboard. */
export async function register(page: Page, account: NewAccount): Promise<void> {
  await page.goto("/auth?tab=inscription");
  await fillRegisterForm(page, account);
  await registerFields(page).submit.click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

export async function fillLoginForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Se connecter" }).click();
}

/** Logs in through /auth and waits for the dashboard. */
export async function login(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/auth");
  await fillLoginForm(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The signed-in user's id, as the app keeps it in localStorage. */
export async function storedUserId(page: Page): Promise<number> {
  const id = await page.evaluate(() => {
    const raw = window.localStorage.getItem("user");
    return raw ? Number(JSON.parse(raw).id) : Number.NaN;
  });
  expect(Number.isInteger(id)).toBe(true);
  return id;
}

export function accountButton(page: Page, name: RegExp | string) {
  return page.locator("#fr-header").getByRole("button", { name });
}
