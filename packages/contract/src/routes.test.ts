import { describe, expect, it } from "vitest";
import { isAppPath, parsePathId, paths, uploadUrl } from "./routes.ts";

describe("isAppPath", () => {
  it.each([
    "/",
    "/events",
    "/events/12",
    "/events/12/register",
    "/create-program/edit/3",
    "/settings/7",
    "/events/",
  ])("knows %s", (path) => expect(isAppPath(path)).toBe(true));
  it.each(["/nope", "/events/12/extra", "/api/events", "/create-program/edit/3/x", "/assets/x.js"])(
    "does not know %s",
    (path) => expect(isAppPath(path)).toBe(false),
  );
});

describe("paths", () => {
  it("builds hrefs with ids and query strings", () => {
    expect(paths.eventDetail.getHref(4)).toBe("/events/4");
    expect(paths.parcoursCreate.getHref({ lieu_id: 9 })).toBe("/create-parcours?lieu_id=9");
    expect(paths.parcoursCreate.getHref()).toBe("/create-parcours");
    expect(paths.siteCreate.getHref({ parcours_id: 2 })).toBe("/create-site?parcours_id=2");
  });
});

describe("uploadUrl", () => {
  it("serves a stored file name under /uploads, escaped", () => {
    expect(uploadUrl("parcours-12.webp")).toBe("/uploads/parcours-12.webp");
    expect(uploadUrl("a b?.webp")).toBe("/uploads/a%20b%3F.webp");
  });
});

describe("parsePathId", () => {
  it.each([
    ["12", 12],
    ["0", null],
    ["abc", null],
    ["1.5", null],
    ["0x10", null],
    [undefined, null],
    ["99999999999", null],
  ])("%s → %s", (value, expected) => {
    expect(parsePathId(value)).toBe(expected);
  });
});
