import { describe, expect, it } from "vitest";
import { resolveImport, violation } from "./check-imports.mjs";

describe("import rules", () => {
  it("resolves relative imports against the importing file", () => {
    expect(resolveImport("apps/web/src/features/events/a.ts", "../sites/b.ts")).toBe(
      "apps/web/src/features/sites/b.ts",
    );
    expect(resolveImport("apps/web/src/features/events/a.ts", "@culture-patrimoine/contract/x")).toBeNull();
  });

  it("keeps features apart but lets a feature import itself and the layers below", () => {
    const from = "apps/web/src/features/events/components/a.tsx";
    expect(violation(from, "apps/web/src/features/sites/b.ts")).not.toBeNull();
    expect(violation(from, "apps/web/src/app/router.tsx")).not.toBeNull();
    expect(violation(from, "apps/web/src/features/events/utils/c.ts")).toBeNull();
    expect(violation(from, "apps/web/src/lib/api-client.ts")).toBeNull();
    expect(violation(from, "apps/web/src/components/event-card.tsx")).toBeNull();
  });

  it("keeps lib/ and components/ below features, and the API's plugins and lib/ below modules", () => {
    expect(violation("apps/web/src/lib/a.ts", "apps/web/src/features/events/b.ts")).not.toBeNull();
    expect(violation("apps/web/src/components/a.tsx", "apps/web/src/app/b.tsx")).not.toBeNull();
    expect(violation("apps/api/src/plugins/a.ts", "apps/api/src/modules/events/b.ts")).not.toBeNull();
    expect(violation("apps/api/src/lib/a.ts", "apps/api/src/modules/auth/b.ts")).not.toBeNull();
    expect(violation("apps/api/src/app.ts", "apps/api/src/modules/events/b.ts")).toBeNull();
    expect(violation("apps/web/src/app/routes.tsx", "apps/web/src/features/events/b.tsx")).toBeNull();
  });
});
