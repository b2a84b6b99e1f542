import { reportMessages as r } from "@culture-patrimoine/contract/messages";
import { reportBodySchema } from "@culture-patrimoine/contract/schemas/reports";
import { describe, expect, it } from "vitest";
import { EMPTY_REPORT_FORM, toReportBody } from "./report-form-values.ts";
import { publicItemHref, targetFromParams } from "./report-target.ts";

describe("the report form's body", () => {
  it("takes the item from the address and the reason and text from the form", () => {
    const body = toReportBody({ kind: "lieu", id: 4 }, { reason: "misleading", message: " Fermé " });
    expect(reportBodySchema.parse(body)).toEqual({
      target_type: "lieu",
      target_id: 4,
      reason: "misleading",
      message: "Fermé",
    });
  });

  it("leaves an untouched form invalid on its reason", () => {
    const result = reportBodySchema.safeParse(toReportBody({ kind: "event", id: 1 }, EMPTY_REPORT_FORM));
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([
      r.reasonRequired,
    ]);
  });
});

describe("the item an address names", () => {
  it("reads a kind and a canonical id, nothing else", () => {
    expect(targetFromParams({ kind: "parcours", id: "12" })).toEqual({ kind: "parcours", id: 12 });
    expect(targetFromParams({ kind: "user", id: "12" })).toBeNull();
    expect(targetFromParams({ kind: "event", id: "0x1" })).toBeNull();
  });

  it("links back to the item's public page", () => {
    expect(publicItemHref({ kind: "event", id: 3 })).toBe("/events/3");
    expect(publicItemHref({ kind: "site", id: 3 })).toBe("/sites/3");
    expect(publicItemHref({ kind: "lieu", id: 3 })).toBe("/lieux/3");
    expect(publicItemHref({ kind: "parcours", id: 3 })).toBe("/parcours/3");
  });
});
