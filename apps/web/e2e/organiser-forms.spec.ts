import {
  lieuMessages,
  locationMessages,
  parcoursMessages,
  siteMessages,
  validationMessages,
} from "@culture-patrimoine/contract/messages";
import type { Page } from "@playwright/test";
import { demoAccounts, login, newAccount } from "./support/accounts.ts";
import { registerVerifiedOrganiser } from "./support/administrator.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, httpStatusLogged, test } from "./support/fixtures.ts";

/** A real PNG drawn by the browser itself, so the server's decoder has a true image to read. */
async function pngBytes(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement("canvas");
    canvas.width = 64;
    canvas.height = 48;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("no 2D canvas");
    context.fillStyle = "#000091";
    context.fillRect(0, 0, 64, 48);
    context.fillStyle = "#e1000f";
    context.fillRect(40, 0, 24, 48);
    return canvas.toDataURL("image/png");
  });
  return Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ""), "base64");
}

async function addSite(
  page: Page,
  parcoursId: number,
  site: { name: string; category: string; services: string[]; other: string; checkAccessibility?: boolean },
): Promise<void> {
  await page.goto(`/create-site?parcours_id=${parcoursId}`);
  await expect(page.getByRole("heading", { level: 1, name: "Créer un site" })).toBeVisible();
  await expect(page.getByLabel(/^Parcours/)).toBeDisabled();
  await page.getByLabel(/^Nom du site/).fill(site.name);
  await page.getByLabel(/^Catégorie/).selectOption(site.category);
  await page.getByLabel(/^Description/).fill(`${site.name} : une étape du parcours.`);
  for (const service of site.services) {
    const toggle = page.getByRole("button", { name: service, exact: true });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
  }
  await page.getByLabel(/^Autre service/).fill(site.other);
  await page.getByRole("button", { name: "Ajouter le service" }).click();
  await expect(page.getByRole("button", { name: `Retirer ${site.other}` })).toBeVisible();
  if (site.checkAccessibility) await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Créer le site" }).click();
  await expect(page).toHaveURL(new RegExp(`/parcours/${parcoursId}$`));
  await expect(page.getByText(siteMessages.createSuccessTitle, { exact: true })).toBeVisible();
}

test("an organiser creates a venue, a route with its image, two sites, edits one, and adds a location", async ({
  page,
  consoleGuard,
}) => {
  test.setTimeout(180_000);
  // Another organiser's edit form asks the owner's read (the preview), which answers it 403.
  consoleGuard.allow(httpStatusLogged(403));
  const unique = Date.now();
  await registerVerifiedOrganiser(page, page.request, newAccount("professionnel"));

  // Venue → the route form, with that venue chosen (SPEC §2 and §4).
  await page.goto("/create-lieu");
  await expect(page.getByRole("heading", { level: 1, name: "Créer un lieu" })).toBeVisible();
  await expect(page.getByLabel(/^Pays/)).toHaveValue("France");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Créer le lieu" }).click();
  await expect(page.getByText(validationMessages.lieuNameRequired)).toBeVisible();
  const lieuName = `Abbaye de Fontenay ${unique}`;
  await page.getByLabel(/^Nom du lieu/).fill(lieuName);
  await page.getByLabel(/^Ville/).fill("Montbard");
  await page.getByLabel(/^Description/).fill("Abbaye cistercienne fondée en 1118.");
  await page.getByRole("button", { name: "Créer le lieu" }).click();
  await expect(page).toHaveURL(/\/create-parcours\?lieu_id=\d+$/);
  await expect(page.getByText(lieuMessages.createSuccessTitle, { exact: true })).toBeVisible();
  const lieuId = new URL(page.url()).searchParams.get("lieu_id");
  await expect(page.getByLabel(/^Lieu/)).toHaveValue(String(lieuId));
  await expect(page.getByLabel(/^Lieu/).locator("option:checked")).toHaveText(`${lieuName} (Montbard)`);
  await expectNoAxeViolations(page);

  // Route: a file that is not an image is refused in the browser, a real PNG is sent with progress.
  const title = `Balade cistercienne ${unique}`;
  await page.getByLabel(/^Titre/).fill(title);
  await page.getByLabel(/^Description/).fill("De l'abbaye aux forges, au fil de la Bourgogne.");
  await page.getByLabel(/^Thème/).fill("Abbayes");
  await page.getByLabel(/^Difficulté/).selectOption("facile");
  await page.getByLabel(/^Durée/).fill("90");
  const imageInput = page.getByLabel(/Image du parcours/);
  await expect(imageInput).toHaveAttribute("accept", "image/jpeg,image/png,image/webp");
  await imageInput.setInputFiles({
    name: "programme.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4"),
  });
  await expect(page.getByText(validationMessages.imageNotAnImage)).toBeVisible();
  await imageInput.setInputFiles({ name: "abbaye.png", mimeType: "image/png", buffer: await pngBytes(page) });
  await expect(page.getByText(validationMessages.imageNotAnImage)).toHaveCount(0);
  await expect(page.getByRole("img", { name: /Aperçu de l’image choisie\s:\sabbaye\.png/ })).toBeVisible();
  // A picture goes with its text alternative (decision 032).
  await page.getByLabel(/^Texte alternatif/).fill("Le cloître de l’abbaye sous un ciel bleu");
  await expectNoAxeViolations(page);

  // Held for a moment on its way, so the progress bar can be seen before the answer.
  await page.route("**/api/parcours/create", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await page.getByRole("button", { name: "Créer le parcours" }).click();
  await expect(page.getByRole("progressbar", { name: /Envoi du parcours et de son image/ })).toBeVisible();
  await expect(page).toHaveURL(/\/parcours$/);
  await expect(page.getByText(parcoursMessages.createSuccess)).toBeVisible();
  const card = page.getByRole("link", { name: title }).first();
  await expect(card).toBeVisible();
  const parcoursId = Number((await card.getAttribute("href"))?.split("/").pop());
  expect(Number.isInteger(parcoursId)).toBe(true);
  const picture = page.locator(".fr-card", { has: page.getByRole("link", { name: title }) }).locator("img");
  // Named with its size (decision 032), shown with the organiser's text alternative.
  await expect(picture).toHaveAttribute("src", /^\/uploads\/[0-9a-f-]+-64x48\.webp$/);
  await expect(picture).toHaveAttribute("alt", "Le cloître de l’abbaye sous un ciel bleu");
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  const served = await page.request.get((await picture.getAttribute("src")) ?? "");
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/webp");

  // Two sites, the route locked by the link; both appear on the route's page.
  await addSite(page, parcoursId, {
    name: `Église abbatiale ${unique}`,
    category: "Église",
    services: ["Visites guidées disponibles", "Audioguide disponible"],
    other: "Boutique monastique",
    checkAccessibility: true,
  });
  await expect(page.getByRole("heading", { name: `Église abbatiale ${unique}` })).toBeVisible();
  await addSite(page, parcoursId, {
    name: `Forge ${unique}`,
    category: "Monument",
    services: ["Parking disponible", "Accessible aux personnes handicapées"],
    other: "Aire de pique-nique",
  });
  await expect(page.getByRole("heading", { name: `Église abbatiale ${unique}` })).toBeVisible();
  await expect(page.getByRole("heading", { name: `Forge ${unique}` })).toBeVisible();
  await expect(page.getByText("Boutique monastique")).toBeVisible();

  // Edit a site: it comes back in the form with its services, and the change shows on the route.
  const sites = await (await page.request.get(`/api/sites?parcours_id=${parcoursId}`)).json();
  const forge = sites.find((site: { name: string }) => site.name === `Forge ${unique}`);
  await page.goto(`/create-site/${forge.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Modifier un site" })).toBeVisible();
  await expect(page.getByLabel(/^Nom du site/)).toHaveValue(`Forge ${unique}`);
  await expect(page.getByLabel(/^Parcours/)).toHaveValue(String(parcoursId));
  await expect(page.getByRole("button", { name: "Parking disponible", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Retirer Aire de pique-nique" }).click();
  await page.getByLabel(/^Nom du site/).fill(`Grande forge ${unique}`);
  await page.getByLabel(/^Horaires d’ouverture/).fill("10 h – 18 h");
  await page.getByRole("button", { name: "Enregistrer les modifications" }).click();
  await expect(page).toHaveURL(new RegExp(`/parcours/${parcoursId}$`));
  await expect(page.getByText(siteMessages.updateSuccessTitle, { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: `Grande forge ${unique}` })).toBeVisible();
  await expect(page.getByText("Aire de pique-nique")).toHaveCount(0);

  // Location: the button waits for name, address and city, then the place is added.
  await page.goto("/create-location");
  await expect(page.getByRole("heading", { level: 1, name: "Ajouter un lieu culturel" })).toBeVisible();
  const submit = page.getByRole("button", { name: "Ajouter le lieu" });
  await expect(submit).toBeDisabled();
  await expect(page.getByText(locationMessages.submitHint)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel(/^Nom du lieu/).fill(`Forges de Buffon ${unique}`);
  await page.getByLabel(/^Adresse\s*Numéro/).fill("Route de Montbard");
  await expect(submit).toBeDisabled();
  await page.getByLabel(/^Ville/).fill("Buffon");
  await expect(submit).toBeEnabled();
  await page.getByLabel(/^Catégorie/).selectOption("Site archéologique");
  await page.getByLabel(/^Description/).fill("Forge royale du XVIIIe siècle.");
  await page.getByLabel(/^Code postal/).fill("21500");
  await page.getByLabel("Parking disponible").check({ force: true });
  await submit.click();
  await expect(page.getByText(locationMessages.createSuccess).first()).toBeVisible();
  await expect(page.getByLabel(/^Nom du lieu/)).toHaveValue("");

  // Another organiser gets a refusal on this site's form (and the API would answer 403).
  await page.evaluate(() => window.localStorage.clear());
  await registerVerifiedOrganiser(page, page.request, newAccount("professionnel"));
  await page.goto(`/create-site/${forge.id}`);
  await expect(page.getByText(siteMessages.notYoursTitle)).toBeVisible();
  await expect(page.getByRole("button", { name: "Enregistrer les modifications" })).toHaveCount(0);
  await page.goto(`/create-parcours?id=${parcoursId}`);
  await expect(page.getByText(parcoursMessages.notYoursTitle)).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a participant opening the organiser forms is told they are for professionals", async ({ page }) => {
  await login(page, demoAccounts.participant.email, demoAccounts.participant.password);
  await page.goto("/create-lieu");
  await expect(page.getByRole("heading", { level: 1, name: "Créer un lieu" })).toBeVisible();
  await expect(page.getByText(lieuMessages.professionalOnly)).toBeVisible();
  await expect(page.locator("main").getByRole("textbox")).toHaveCount(0);
  await expectNoAxeViolations(page);
  for (const [path, message] of [
    ["/create-parcours", parcoursMessages.professionalOnly],
    ["/create-site", siteMessages.professionalOnly],
    ["/create-location", locationMessages.professionalOnly],
  ] as const) {
    await page.goto(path);
    await expect(page.getByText(message)).toBeVisible();
  }
});

test("a renamed file is refused by the browser, a GIF by the server, next to the image field", async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(httpStatusLogged(400));
  await login(page, demoAccounts.professionnel.email, demoAccounts.professionnel.password);
  await page.goto("/create-parcours");
  await page.getByLabel(/^Titre/).fill(`Faux PNG ${Date.now()}`);
  await page.getByLabel(/^Description/).fill("Un fichier renommé en .png n'est pas une image.");
  await page.getByLabel(/^Thème/).fill("Essai");
  await page.getByLabel(/^Difficulté/).selectOption("modéré");
  await page.getByLabel(/^Durée/).fill("30");
  await page.getByLabel(/^Lieu/).selectOption({ index: 1 });
  const imageInput = page.getByLabel(/Image du parcours/);
  const imageMessage = page.locator(".fr-upload-group").getByText(validationMessages.imageNotAnImage);

  // Declared as a PNG, but the browser cannot draw it: refused before any upload.
  await imageInput.setInputFiles({
    name: "faux.png",
    mimeType: "image/png",
    buffer: Buffer.from("pas une image"),
  });
  await expect(imageMessage).toBeVisible();
  await expect(page.getByRole("img", { name: /Aperçu/ })).toHaveCount(0);

  // A real GIF declared as a PNG: the browser draws it, the server decodes it and refuses the format.
  const gif = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");
  await imageInput.setInputFiles({ name: "animation.png", mimeType: "image/png", buffer: gif });
  await expect(page.getByRole("img", { name: /Aperçu de l’image choisie\s:\sanimation\.png/ })).toBeVisible();
  await expect(imageMessage).toHaveCount(0);
  await page.getByLabel(/^Texte alternatif/).fill("Une animation");
  await page.getByRole("button", { name: "Créer le parcours" }).click();
  await expect(page.getByText(parcoursMessages.submitFailed)).toBeVisible();
  await expect(imageMessage).toBeVisible();
  await expect(page).toHaveURL(/\/create-parcours$/);
  await expect(page.getByLabel(/^Thème/)).toHaveValue("Essai");
});
