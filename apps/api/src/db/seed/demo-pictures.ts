import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyBaseLogger } from "fastify";
import sharp from "sharp";
import type { FileStore } from "../../lib/file-store.ts";
import { ImageQueue, linkImageSet, removeImage, saveImageSet, toStoredImage } from "../../lib/images.ts";

// The demo data's pictures: flat illustrations drawn for the project by scripts/demo-pictures.mjs
// (Licence Ouverte 2.0 / CC0, pictures/LICENCE.md), one per kind of place or event. At seed time
// each kind goes once through the API's image pipeline (the uploads' widths and names), then every
// item gets its own name for the same files (hard links, or server-side copies in a bucket), since replacing or deleting an item's
// picture removes its files. Nothing is downloaded.

export const DEMO_PICTURE_KINDS = [
  "church",
  "cathedral",
  "organ",
  "stage",
  "museum",
  "facade",
  "castle",
  "garden",
  "ruins",
  "lecture",
  "concert",
  "fortress",
  "house",
  "bridge",
  "arch",
] as const;
export type DemoPictureKind = (typeof DEMO_PICTURE_KINDS)[number];

/** What each illustration shows, as its alt text (the same for every item that uses it). */
export const DEMO_PICTURE_ALTS: Record<DemoPictureKind, string> = {
  church: "Illustration\u00a0: une église romane à clocher carré, sous un ciel bleu",
  cathedral:
    "Illustration\u00a0: la façade d’une cathédrale gothique, ses deux tours carrées, sa rosace et ses portails en arc brisé",
  organ: "Illustration\u00a0: les tuyaux dorés d’un grand orgue sous une voûte violette",
  stage: "Illustration\u00a0: une scène de théâtre entre deux rideaux rouges, éclairée par des projecteurs",
  museum: "Illustration\u00a0: une salle de musée avec trois tableaux au mur et une sculpture sur son socle",
  facade:
    "Illustration\u00a0: la façade classique d’un palais, ses deux rangs de hautes fenêtres, son fronton et son horloge",
  house: "Illustration\u00a0: une rue de maisons anciennes à pignons et à pans de bois",
  bridge:
    "Illustration\u00a0: un vieux pont de pierre à arches sur une rivière, interrompu au milieu, avec sa chapelle",
  arch: "Illustration\u00a0: une porte romaine à une grande arche entre des colonnes, sa pierre noircie",
  castle: "Illustration\u00a0: un château à deux tours pointues au bord de l’eau, au soleil couchant",
  garden: "Illustration\u00a0: un jardin à la française, ses arbres taillés, son bassin et un pavillon",
  ruins: "Illustration\u00a0: les gradins et les colonnes d’un théâtre antique en ruine, au soleil",
  lecture: "Illustration\u00a0: une personne parle à un pupitre devant un écran, face au public",
  concert: "Illustration\u00a0: trois musiciens en concert sur une scène en plein air, le soir",
  fortress: "Illustration\u00a0: une citadelle fortifiée avec ses remparts crénelés et sa porte",
};

/** The kind of a place from the words of its name (first match wins), else `fallback`. */
function kindOfName(name: string, fallback: DemoPictureKind): DemoPictureKind {
  const rules: [RegExp, DemoPictureKind][] = [
    // The Palais des Papes is a fortress of a palace, its walls and towers crenellated.
    [/citadelle|fort\b|remparts|palais des papes/i, "fortress"],
    [/\bpont\b/i, "bridge"],
    [/porte noire|\barc\b/i, "arch"],
    [/amphithéâtre|antique/i, "ruins"],
    [/musée|galerie/i, "museum"],
    [/théâtre|opéra|comédie/i, "stage"],
    [/cathédrale/i, "cathedral"],
    [/basilique|église|chapelle|abbaye/i, "church"],
    [/château/i, "castle"],
    [/jardin|parc|promenade|domaine/i, "garden"],
    [/maison|hôtel|tour|traboule/i, "house"],
    [/palais|place/i, "facade"],
  ];
  return rules.find(([pattern]) => pattern.test(name))?.[1] ?? fallback;
}

export function lieuPictureKind(lieu: { nom: string }): DemoPictureKind {
  return kindOfName(lieu.nom, "facade");
}

/** An event: organ or lecture or stage by its words and category; a visit shows its venue. */
export function eventPictureKind(event: { title: string; category: string }, lieuKind: DemoPictureKind) {
  if (/orgue/i.test(event.title)) return "organ";
  // Music sung in a church (vespers, plainchant) shows the church, not an open-air stage.
  if (event.category === "Musique" && /basilique|abbatiale|église|cathédrale|chapelle/i.test(event.title)) {
    return lieuKind;
  }
  // A visit of something other than its venue (the traboules of the old town) shows that.
  if (event.category === "Visite") return kindOfName(event.title, lieuKind);
  const byCategory: Record<string, DemoPictureKind> = {
    Musique: "concert",
    Exposition: "museum",
    Spectacle: "stage",
    Conférence: "lecture",
  };
  return byCategory[event.category] ?? lieuKind;
}

export function sitePictureKind(site: { name: string; categorie: string }): DemoPictureKind {
  const byCategory: Record<string, DemoPictureKind> = {
    Musée: "museum",
    Galerie: "museum",
    Église: "church",
    Château: "castle",
    Parc: "garden",
    Théâtre: "stage",
    "Site archéologique": "ruins",
  };
  return kindOfName(site.name, byCategory[site.categorie] ?? "facade");
}

/** Flat colours compress as well with little effort: half the encoding time at first start. */
const DEMO_WEBP_EFFORT = 1;

const SOURCES = path.join(path.dirname(fileURLToPath(import.meta.url)), "pictures");

/** The stored pictures of the demo: one set of files per kind, copied (linked) per item. */
export interface DemoPictureStore {
  /** A new name for the files of `kind`, owned by one item. */
  copyOf(kind: DemoPictureKind): Promise<string>;
  /** Removes the per-kind originals (items keep their links); with `all`, every copy too. */
  finish(all: boolean): Promise<void>;
}

/**
 * Converts each illustration through the upload pipeline (SVG drawn at 1200 × 675 as PNG, then
 * decoded, resized and encoded like an upload), two at a time: the seed runs before the server
 * listens, when nothing else needs the threads.
 */
export async function prepareDemoPictures(
  files: FileStore,
  log: FastifyBaseLogger,
): Promise<DemoPictureStore> {
  const queue = new ImageQueue(2, DEMO_PICTURE_KINDS.length);
  const originals = new Map<DemoPictureKind, string>();
  const copies: string[] = [];
  await Promise.all(
    DEMO_PICTURE_KINDS.map(async (kind) => {
      const svg = await readFile(path.join(SOURCES, `${kind}.svg`));
      // Uncompressed: this PNG only carries the drawing to the pipeline, which decodes it at once.
      const png = await sharp(svg).png({ compressionLevel: 0 }).toBuffer();
      const stored = await toStoredImage(png, queue, { effort: DEMO_WEBP_EFFORT });
      originals.set(kind, await saveImageSet(files, stored, log));
    }),
  );
  const removeSet = (name: string) => removeImage(files, name, log);
  return {
    async copyOf(kind) {
      const original = originals.get(kind);
      if (!original) throw new Error(`Demo data: no picture of kind "${kind}"`);
      const copy = await linkImageSet(files, original);
      copies.push(copy);
      return copy;
    },
    async finish(all) {
      await Promise.all([...originals.values(), ...(all ? copies : [])].map(removeSet));
    },
  };
}
