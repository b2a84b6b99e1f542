import { describe, expect, it } from "vitest";
import { z } from "zod";
import * as event from "./event.ts";
import * as lieu from "./lieu.ts";
import * as location from "./location.ts";
import * as mail from "./mail.ts";
import * as parcours from "./parcours.ts";
import * as participation from "./participation.ts";
import * as program from "./program.ts";
import * as site from "./site.ts";
import * as stats from "./stats.ts";

// Checks that hold for every entity schema: any input gives a result (never an exception, which
// the API would turn into a 500), and every schema can be written into the OpenAPI document
// (requests are read as inputs, answers as outputs).

const modules = { event, lieu, location, mail, parcours, participation, program, site, stats };
const allSchemas = Object.entries(modules).flatMap(([moduleName, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType)
    .map(([name, schema]) => ({ name: `${moduleName}.${name}`, schema })),
);

const answers = {
  eventList: event.eventListSchema,
  recentEventList: event.recentEventListSchema,
  programList: program.programListSchema,
  lieuList: lieu.lieuListSchema,
  parcoursList: parcours.parcoursListSchema,
  parcoursDetail: parcours.parcoursDetailSchema,
  siteList: site.siteListSchema,
  participationList: participation.participationListSchema,
  location: location.locationSchema,
  stats: stats.statsSchema,
};

describe("JSON Schema generation", () => {
  it.each(allSchemas)("$name converts as an input", ({ schema }) => {
    expect(() => z.toJSONSchema(schema, { io: "input" })).not.toThrow();
  });

  it.each(Object.entries(answers))("%s converts as an output", (_name, schema) => {
    expect(() => z.toJSONSchema(schema, { io: "output" })).not.toThrow();
  });

  it("lists only the truly required fields of a body", () => {
    const json = z.toJSONSchema(event.eventBodySchema, { io: "input" }) as { required?: string[] };
    // date_start is required unless `sessions` gives the dates (decision 019): a rule, not a
    // required property of the JSON Schema.
    expect(json.required).toEqual(["title", "category", "lieu_id"]);
  });
});

const garbage = [null, undefined, "x", 3, true, [], [1], {}, { title: {}, lines: "x", services: {} }];

describe("robustness", () => {
  it.each(allSchemas)("$name never throws, whatever the input", ({ schema }) => {
    for (const input of garbage) {
      expect(() => schema.safeParse(input), JSON.stringify(input)).not.toThrow();
    }
  });
});
