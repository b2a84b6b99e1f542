import { describe, expect, it } from "vitest";
import { escapeHtml, jsonForScript } from "./web-event-meta.ts";

describe("escapeHtml", () => {
  it("escapes what could open or close markup or an attribute", () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;",
    );
  });
});

describe("jsonForScript", () => {
  it("leaves no character that could end the script element, and reads back the same", () => {
    const value = { text: "</script><!-- & \u2028\u2029 -->" };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});
