import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { reportMessages as r } from "../messages.ts";
import {
  dismissReportsBodySchema,
  REPORT_MESSAGE_MAX,
  reportBodySchema,
  reportedItemsQuerySchema,
} from "./reports.ts";

function messagesOf(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  return Object.fromEntries(
    result.success ? [] : result.error.issues.map((issue) => [issue.path.join("."), issue.message]),
  );
}

describe("a visitor's report", () => {
  it("accepts a reason without text, and keeps no blank text", () => {
    expect(
      reportBodySchema.parse({ target_type: "event", target_id: "12", reason: "spam", message: "  " }),
    ).toEqual({
      target_type: "event",
      target_id: 12,
      reason: "spam",
      message: null,
    });
  });

  it("asks for text with « Autre raison » and trims it", () => {
    const body = { target_type: "lieu", target_id: 3, reason: "other" };
    expect(messagesOf(reportBodySchema.safeParse(body))).toEqual({ message: r.messageRequired });
    expect(reportBodySchema.parse({ ...body, message: "  Adresse fausse  " }).message).toBe("Adresse fausse");
  });

  it("refuses an unknown kind, reason or id, and text past the limit, each with its French message", () => {
    const result = reportBodySchema.safeParse({
      target_type: "user",
      target_id: 0,
      reason: "boring",
      message: "x".repeat(REPORT_MESSAGE_MAX + 1),
    });
    const messages = messagesOf(result);
    expect(messages.target_type).toBe(r.kindInvalid);
    expect(messages.reason).toBe(r.reasonRequired);
    expect(messages.message).toBe(r.messageTooLong(REPORT_MESSAGE_MAX));
    expect(messages.target_id).toBeDefined();
    expect(messagesOf(reportBodySchema.safeParse({ target_type: "site", target_id: 1 })).reason).toBe(
      r.reasonRequired,
    );
  });

  it("drops fields a client may not set (the reporter is the server's to know)", () => {
    const parsed = reportBodySchema.parse({
      target_type: "site",
      target_id: 1,
      reason: "illegal",
      reporter_id: 7,
    });
    expect(parsed).not.toHaveProperty("reporter_id");
  });
});

describe("the administration's reads", () => {
  it("lists open reports by default, blank filters narrowing nothing", () => {
    expect(reportedItemsQuerySchema.parse({ status: "", kind: "" })).toMatchObject({ status: "open" });
    expect(reportedItemsQuerySchema.parse({ status: "resolved", kind: "parcours" })).toMatchObject({
      status: "resolved",
      kind: "parcours",
    });
    expect(reportedItemsQuerySchema.safeParse({ status: "closed" }).success).toBe(false);
  });

  it("asks for the reason of « classé sans suite »", () => {
    expect(messagesOf(dismissReportsBodySchema.safeParse({ reason: "  " }))).toEqual({
      reason: r.dismissReasonRequired,
    });
    expect(messagesOf(dismissReportsBodySchema.safeParse({}))).toEqual({ reason: r.dismissReasonRequired });
  });
});
