import { describe, expect, it } from "vitest";
import { parseRange } from "./uploads.ts";

// The one byte range /uploads honours (as @fastify/static did for the folder): anything else is
// served whole, which HTTP allows.
describe("parseRange", () => {
  it.each([
    ["bytes=0-99", { start: 0, end: 99 }],
    ["bytes=100-", { start: 100 }],
    ["bytes=-500", { suffix: 500 }],
  ])("reads %s", (header, range) => expect(parseRange(header)).toEqual(range));

  it.each([undefined, "", "bytes=-", "bytes=9-3", "bytes=0-1,5-9", "items=0-9", "bytes=a-b"])(
    "serves the whole file for %j",
    (header) => expect(parseRange(header)).toBeUndefined(),
  );
});
