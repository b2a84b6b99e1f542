import { validationMessages } from "@culture-patrimoine/contract/messages";
import type { ProgramResponse } from "@culture-patrimoine/contract/schemas/program";
import { describe, expect, it } from "vitest";
import {
  afterCreate,
  emptyLine,
  emptyProgramForm,
  type ProgramFormValues,
  programFormFields,
  programFormResolver,
  toBatchBody,
  toFormValues,
  toProgramBody,
} from "./program-form-values.ts";

const program: ProgramResponse = {
  id: 31,
  date: "2026-07-14",
  start_time: "10:00:00",
  end_time: "11:30",
  title: "Atelier de calligraphie",
  description: null,
  category: "Atelier",
  event_id: 5,
  event: { id: 5, title: "Fête du patrimoine", user_id: 2, organisation_id: 2, lieu: null },
};

const line = {
  date: "2026-07-14",
  start_time: "14:00",
  end_time: "15:00",
  title: " Visite guidée ",
  description: "",
  category: "",
};

async function resolve(values: ProgramFormValues) {
  return programFormResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
}

describe("programme form conversions", () => {
  it("starts with one empty line, for the event of the address when there is one", () => {
    expect(emptyProgramForm()).toEqual({ event_id: "", lines: [emptyLine()] });
    expect(emptyProgramForm(5).event_id).toBe("5");
  });

  it("shows an edited line with its event, times as HH:MM and missing values empty", () => {
    expect(toFormValues(program)).toEqual({
      event_id: "5",
      lines: [
        {
          date: "2026-07-14",
          start_time: "10:00",
          end_time: "11:30",
          title: "Atelier de calligraphie",
          description: "",
          category: "Atelier",
        },
      ],
    });
  });

  it("sends every line in one body, blanks as null and the event as a number", () => {
    expect(toBatchBody({ event_id: "5", lines: [line, { ...line, category: "Pause" }] })).toEqual({
      event_id: 5,
      lines: [
        { ...line, title: "Visite guidée", description: null, category: null },
        { ...line, title: "Visite guidée", description: null, category: "Pause" },
      ],
    });
    expect(toBatchBody({ event_id: "", lines: [line] }).event_id).toBeNull();
  });

  it("turns the one edited line into the PUT body", () => {
    expect(
      toProgramBody({
        event_id: 5,
        lines: [{ ...line, title: "Visite", description: null, category: null }],
      }),
    ).toEqual({ ...line, title: "Visite", description: null, category: null, event_id: 5 });
  });

  it("resets to one empty line after a create, keeping the event only when it came from the address", () => {
    const filled: ProgramFormValues = { event_id: "5", lines: [line, line] };
    expect(afterCreate(filled, true)).toEqual({ event_id: "5", lines: [emptyLine()] });
    expect(afterCreate(filled, false)).toEqual({ event_id: "", lines: [emptyLine()] });
  });

  it("lists the fields a server message may land on", () => {
    expect(programFormFields(2)).toContain("lines.1.end_time");
    expect(programFormFields(1)).toHaveLength(7);
  });
});

describe("programme form validation", () => {
  it("asks for an event and puts SPEC's message on each missing part of each line", async () => {
    const { errors } = await resolve({ event_id: "", lines: [{ ...line, title: "" }, emptyLine()] });
    expect(errors.event_id?.message).toBe(validationMessages.programEventRequired);
    expect(errors.lines?.[0]?.title?.message).toBe(validationMessages.programLineIncomplete);
    expect(errors.lines?.[0]?.date).toBeUndefined();
    for (const field of ["date", "start_time", "end_time", "title"] as const) {
      expect(errors.lines?.[1]?.[field]?.message).toBe(validationMessages.programLineIncomplete);
    }
    expect(errors.lines?.[1]?.description).toBeUndefined();
  });

  it("refuses an end before the start on the line concerned", async () => {
    const { errors } = await resolve({
      event_id: "5",
      lines: [line, { ...line, start_time: "16:00", end_time: "15:30" }],
    });
    expect(errors.lines?.[0]).toBeUndefined();
    expect(errors.lines?.[1]?.end_time?.message).toBe(validationMessages.programEndBeforeStart);
  });

  it("gives the parsed batch body when everything is right", async () => {
    const { values, errors } = await resolve({ event_id: "5", lines: [line] });
    expect(errors).toEqual({});
    expect(values).toEqual({
      event_id: 5,
      lines: [{ ...line, title: "Visite guidée", description: null, category: null }],
    });
  });
});
