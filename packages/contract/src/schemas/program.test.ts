import { describe, expect, it } from "vitest";
import { validationMessages as m } from "../messages.ts";
import { issuesOf, messageAt, parseOk } from "../test-helpers.ts";
import { programBatchBodySchema, programBodySchema, programLineSchema, programSchema } from "./program.ts";

const validLine = {
  date: "2025-09-20",
  start_time: "10:00",
  end_time: "11:30",
  title: "Atelier de calligraphie",
  description: "Pour les 8-12 ans",
  category: "Atelier",
};

describe("programLineSchema", () => {
  it("accepts a full line", () => {
    expect(parseOk(programLineSchema, validLine)).toEqual(validLine);
  });

  it("uses SPEC's single message for each missing part", () => {
    const incomplete = [m.programLineIncomplete];
    expect(issuesOf(programLineSchema, {})).toEqual({
      date: incomplete,
      start_time: incomplete,
      end_time: incomplete,
      title: incomplete,
    });
    const blank = { date: "", start_time: "", end_time: " ", title: "  " };
    expect(issuesOf(programLineSchema, blank)).toEqual({
      date: incomplete,
      start_time: incomplete,
      end_time: incomplete,
      title: incomplete,
    });
  });

  it("gives the precise message for a malformed date or time", () => {
    expect(messageAt(programLineSchema, { ...validLine, date: "2025-02-30" }, "date")).toBe(m.invalidDate);
    expect(messageAt(programLineSchema, { ...validLine, start_time: "25:00" }, "start_time")).toBe(
      m.invalidTime,
    );
  });

  it("refuses an end equal to or before the start, on end_time", () => {
    expect(issuesOf(programLineSchema, { ...validLine, end_time: "10:00" })).toEqual({
      end_time: [m.programEndBeforeStart],
    });
    expect(messageAt(programLineSchema, { ...validLine, end_time: "09:59" }, "end_time")).toBe(
      m.programEndBeforeStart,
    );
    expect(parseOk(programLineSchema, { ...validLine, end_time: "10:01" }).end_time).toBe("10:01");
  });

  it("drops the seconds of a time", () => {
    expect(parseOk(programLineSchema, { ...validLine, start_time: "10:00:30" }).start_time).toBe("10:00");
  });

  it("makes description and category optional: empty becomes null", () => {
    const parsed = parseOk(programLineSchema, { ...validLine, description: "", category: "" });
    expect(parsed.description).toBeNull();
    expect(parsed.category).toBeNull();
    expect(parseOk(programLineSchema, { ...validLine, category: null }).category).toBeNull();
  });

  it("refuses an unknown category", () => {
    expect(messageAt(programLineSchema, { ...validLine, category: "Sieste" }, "category")).toBe(
      m.categoryInvalid,
    );
  });
});

describe("programBodySchema", () => {
  it("needs an event, with SPEC's message", () => {
    expect(issuesOf(programBodySchema, validLine)).toEqual({ event_id: [m.programEventRequired] });
    expect(messageAt(programBodySchema, { ...validLine, event_id: "" }, "event_id")).toBe(
      m.programEventRequired,
    );
    expect(parseOk(programBodySchema, { ...validLine, event_id: "8" }).event_id).toBe(8);
  });

  it("still checks the times and drops unknown fields", () => {
    expect(messageAt(programBodySchema, { ...validLine, event_id: 1, end_time: "10:00" }, "end_time")).toBe(
      m.programEndBeforeStart,
    );
    const parsed = parseOk(programBodySchema, { ...validLine, event_id: 1, user_id: 3, id: 9 });
    expect(parsed).not.toHaveProperty("user_id");
    expect(parsed).not.toHaveProperty("id");
  });
});

describe("programBatchBodySchema", () => {
  it("accepts 1 to 50 lines for one event", () => {
    expect(parseOk(programBatchBodySchema, { event_id: 2, lines: [validLine] }).lines).toHaveLength(1);
    const fifty = Array.from({ length: 50 }, () => validLine);
    expect(parseOk(programBatchBodySchema, { event_id: 2, lines: fifty }).lines).toHaveLength(50);
  });

  it("refuses no line and more than 50 lines", () => {
    expect(issuesOf(programBatchBodySchema, { event_id: 2, lines: [] })).toEqual({
      lines: [m.programLinesRequired],
    });
    expect(messageAt(programBatchBodySchema, { event_id: 2 }, "lines")).toBe(m.programLinesRequired);
    const many = Array.from({ length: 51 }, () => validLine);
    expect(messageAt(programBatchBodySchema, { event_id: 2, lines: many }, "lines")).toBe(
      m.programTooManyLines,
    );
  });

  it("points at the faulty line and needs the event", () => {
    const lines = [validLine, { ...validLine, title: "" }];
    expect(issuesOf(programBatchBodySchema, { lines })).toEqual({
      event_id: [m.programEventRequired],
      "lines.1.title": [m.programLineIncomplete],
    });
  });
});

describe("programSchema", () => {
  it("describes a line with its event and venue", () => {
    const program = {
      id: 1,
      ...validLine,
      event_id: 2,
      event: {
        id: 2,
        title: "Journées du patrimoine",
        user_id: 7,
        organisation_id: 7,
        lieu: { id: 3, nom: "Panthéon", ville: "Paris" },
      },
    };
    expect(parseOk(programSchema, program)).toEqual(program);
    expect(
      parseOk(programSchema, { ...program, category: null, event: { ...program.event, lieu: null } }),
    ).toBeTruthy();
  });
});
