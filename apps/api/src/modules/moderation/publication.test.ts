import { describe, expect, it } from "vitest";
import { needsReview, statusOnCreate, statusOnEdit } from "./publication.ts";

describe("publication policy", () => {
  it("publishes a verified organiser's content at once under the default policy", () => {
    expect(statusOnCreate("unverified", "verified")).toBe("published");
    expect(statusOnCreate("unverified", "pending")).toBe("pending");
    expect(statusOnCreate("unverified", "refused")).toBe("pending");
  });

  it("holds everything under `all` and nothing under `none`", () => {
    expect(needsReview("all", "verified")).toBe(true);
    expect(needsReview("none", "pending")).toBe(false);
  });

  it("sends refused or unpublished content back to the queue when its owner edits it", () => {
    for (const current of ["refused", "unpublished", "pending"] as const) {
      expect(statusOnEdit(current, "unverified", "verified")).toBe("pending");
    }
  });

  it("keeps a verified organiser's published content published, and re-holds an unverified one's", () => {
    expect(statusOnEdit("published", "unverified", "verified")).toBe("published");
    expect(statusOnEdit("published", "unverified", "pending")).toBe("pending");
  });
});
