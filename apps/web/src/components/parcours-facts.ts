import { type DifficultyColor, difficultyColor } from "@culture-patrimoine/contract/constants";
import { uploadUrl } from "@culture-patrimoine/contract/routes";

// Pure helpers shared by the route card and the route detail page: how a route's figures read in
// French. Kept apart from the components so that they are tested without rendering anything.

const numberFormat = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 1 });

/** "45 min", "2 h", "1 h 30" (French typography: a no-break space before the unit). */
export function formatDuration(minutes: number): string {
  if (!Number.isFinite(minutes) || minutes < 0) return "";
  const whole = Math.round(minutes);
  if (whole < 60) return `${whole}\u00a0min`;
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  return rest === 0 ? `${hours}\u00a0h` : `${hours}\u00a0h\u00a0${String(rest).padStart(2, "0")}`;
}

/** "90 minutes (1 h 30)": SPEC gives the duration in minutes, the hours help to read it. */
export function formatDurationInMinutes(minutes: number): string {
  const inMinutes = `${numberFormat.format(minutes)}\u00a0minute${minutes > 1 ? "s" : ""}`;
  return minutes >= 60 ? `${inMinutes} (${formatDuration(minutes)})` : inMinutes;
}

/** "Facile", "Modéré", "Difficile": the stored value with a capital. */
export function difficultyLabel(difficulty: string): string {
  return difficulty.charAt(0).toLocaleUpperCase("fr-FR") + difficulty.slice(1);
}

type BadgeSeverity = "success" | "warning" | "error";
const severityByColor: Record<DifficultyColor, BadgeSeverity> = {
  green: "success",
  orange: "warning",
  red: "error",
};

/** SPEC §9's colours as DSFR badge severities (which add an icon: the colour is never alone). */
export function difficultySeverity(difficulty: string): BadgeSeverity {
  return severityByColor[difficultyColor(difficulty)];
}

export interface ParcoursStepsInput {
  sitesCount?: number | null;
  Sites?: readonly unknown[] | null;
}

/**
 * A route's number of steps: its sites when they came with it, else the list's count. The only
 * figure a route's pages show besides its duration: SPEC's `rating` (4.5 by default) and
 * `participants` are columns nobody rates and nothing counts, kept in the API for SPEC clients.
 */
export function parcoursStepCount(route: ParcoursStepsInput): number {
  return route.Sites?.length ?? route.sitesCount ?? 0;
}

/** "1 participant", "12 participants", with French digit grouping ("1 250"). */
export function formatCount(count: number, singular: string, plural: string): string {
  return `${new Intl.NumberFormat("fr-FR").format(count)} ${count > 1 ? plural : singular}`;
}

/** A route image is a file name stored under /uploads, on the same origin (DESIGN.md §5). */
export function parcoursImageUrl(image: string | null | undefined): string | null {
  return image ? uploadUrl(image) : null;
}
