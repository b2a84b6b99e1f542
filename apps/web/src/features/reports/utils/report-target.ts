import type { ModeratedKind } from "@culture-patrimoine/contract/constants";
import { parsePathId, paths } from "@culture-patrimoine/contract/routes";
import { reportKindSchema } from "@culture-patrimoine/contract/schemas/reports";

export interface ReportTarget {
  kind: ModeratedKind;
  id: number;
}

/** The item an address names (/signaler/{kind}/{id}), or null when it names none. */
export function targetFromParams(params: { kind?: string; id?: string }): ReportTarget | null {
  const kind = reportKindSchema.safeParse(params.kind);
  const id = parsePathId(params.id);
  return kind.success && id !== null ? { kind: kind.data, id } : null;
}

/** The public page of an item: where « Revenir au contenu » goes. */
export function publicItemHref({ kind, id }: ReportTarget): string {
  switch (kind) {
    case "event":
      return paths.eventDetail.getHref(id);
    case "parcours":
      return paths.parcoursDetail.getHref(id);
    case "site":
      return paths.siteDetail.getHref(id);
    case "lieu":
      return paths.lieuDetail.getHref(id);
  }
}

/** The moderation queue's preview of an item, where an administrator may unpublish it. */
export function moderationPreviewHref({ kind, id }: ReportTarget): string {
  return paths.adminModerationItem.getHref(kind, id);
}
