import type { ModeratedKind } from "@culture-patrimoine/contract/constants";
import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { queryKeys } from "../../../api/query-keys.ts";
import { requestQueryOptions } from "../../../api/query-options.ts";
import type { ReportTarget } from "../utils/report-target.ts";

type TitleSchema = z.ZodType<{ title: string }>;

/**
 * What the report page reads of an item: its title, from its public endpoint (so an item the
 * public cannot see answers 404 here too). Each kind's contract schema loads with the request,
 * not with the page (decision 038), and only its title field is kept.
 */
const readers: Record<ModeratedKind, { path: string; schema: () => Promise<TitleSchema> }> = {
  event: {
    path: "/events",
    schema: () =>
      import("@culture-patrimoine/contract/schemas/event").then((s) => s.eventSchema.pick({ title: true })),
  },
  parcours: {
    path: "/parcours",
    schema: () =>
      import("@culture-patrimoine/contract/schemas/parcours").then((s) =>
        s.parcoursSchema.pick({ title: true }),
      ),
  },
  site: {
    path: "/sites",
    schema: () =>
      import("@culture-patrimoine/contract/schemas/site").then((s) =>
        s.siteSchema.pick({ name: true }).transform(({ name }) => ({ title: name })),
      ),
  },
  lieu: {
    path: "/lieux",
    schema: () =>
      import("@culture-patrimoine/contract/schemas/lieu").then((s) =>
        s.lieuSchema.pick({ nom: true }).transform(({ nom }) => ({ title: nom })),
      ),
  },
};

/** GET /api/{events|parcours|sites|lieux}/{id}, read as everyone reads it (no token). */
export const reportTargetQueryOptions = ({ kind, id }: ReportTarget) =>
  requestQueryOptions(queryKeys.reports.target(kind, id), {
    path: `${readers[kind].path}/${id}`,
    schema: readers[kind].schema,
    auth: false,
  });

/** `target` is null when the address names no item: nothing is fetched. */
export function useReportTarget(target: ReportTarget | null) {
  return useQuery({
    ...reportTargetQueryOptions(target ?? { kind: "event", id: 0 }),
    enabled: target !== null,
  });
}
