import { sessionMessages as m, validationMessages } from "@culture-patrimoine/contract/messages";
import { sessionCapacitySchema } from "@culture-patrimoine/contract/schemas/event-session";
import { z } from "zod";
import {
  daySlots,
  type GeneratedSession,
  type IsoWeekday,
  parseTimeList,
  weeklySessions,
} from "./session-generator.ts";

// The two generators of the event form are UI only: what they produce are sessions of the event
// form, checked by the contract's event body when the event is sent. Their own inputs (weekdays,
// a period, a duration) are checked here, the places by the contract's session rule.

export const WEEKDAYS = [
  { day: 1, name: "day_1", label: "Lundi" },
  { day: 2, name: "day_2", label: "Mardi" },
  { day: 3, name: "day_3", label: "Mercredi" },
  { day: 4, name: "day_4", label: "Jeudi" },
  { day: 5, name: "day_5", label: "Vendredi" },
  { day: 6, name: "day_6", label: "Samedi" },
  { day: 7, name: "day_7", label: "Dimanche" },
] as const satisfies readonly { day: IsoWeekday; name: string; label: string }[];

type WeekdayName = (typeof WEEKDAYS)[number]["name"];

export type WeeklyFormValues = Record<WeekdayName, boolean> & {
  time: string;
  first_day: string;
  last_day: string;
  duration: string;
  capacity: string;
};

export interface SlotsFormValues {
  day: string;
  times: string;
  duration: string;
  capacity: string;
}

export const emptyWeeklyValues: WeeklyFormValues = {
  day_1: false,
  day_2: false,
  day_3: false,
  day_4: false,
  day_5: false,
  day_6: false,
  day_7: false,
  time: "",
  first_day: "",
  last_day: "",
  duration: "",
  capacity: "",
};

export const emptySlotsValues: SlotsFormValues = { day: "", times: "", duration: "", capacity: "" };

const daySchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: m.dateRequired });
/** Minutes, blank for a session without an end. */
const durationSchema = z
  .string()
  .trim()
  .refine((text) => text === "" || (/^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= 1440), {
    error: m.durationInvalid,
  })
  .transform((text) => (text === "" ? null : Number(text)));
const capacitySchema = z
  .string()
  .trim()
  .refine((text) => sessionCapacitySchema.safeParse(text).success, {
    error: validationMessages.sessionCapacityInvalid,
  });

export const weeklyFormSchema = z
  .object({
    ...Object.fromEntries(WEEKDAYS.map(({ name }) => [name, z.boolean()])),
    time: z
      .string()
      .trim()
      .refine((text) => parseTimeList(text).times.length === 1 && parseTimeList(text).invalid.length === 0, {
        error: m.timeRequired,
      }),
    first_day: daySchema,
    last_day: daySchema,
    duration: durationSchema,
    capacity: capacitySchema,
  })
  .refine((values) => values.last_day >= values.first_day, {
    error: m.lastDayBeforeFirst,
    path: ["last_day"],
    when: (payload) => payload.issues.length === 0,
  });

export const slotsFormSchema = z.object({
  day: daySchema,
  times: z.string().superRefine((text, ctx) => {
    const { times, invalid } = parseTimeList(text);
    if (invalid.length > 0) ctx.addIssue({ code: "custom", message: m.timesInvalid(invalid.join(", ")) });
    else if (times.length === 0) ctx.addIssue({ code: "custom", message: m.timesRequired });
  }),
  duration: durationSchema,
  capacity: capacitySchema,
});

/** What a generator gives the form: sessions, the places of each, or why it gave none. */
export type Generated = { sessions: GeneratedSession[]; capacity: string } | { refusal: string };

export function generateWeekly(values: WeeklyFormValues, limit: number): Generated {
  const weekdays = WEEKDAYS.filter(({ name }) => values[name]).map(({ day }) => day);
  if (weekdays.length === 0) return { refusal: m.weekdaysRequired };
  const duration = durationSchema.parse(values.duration);
  const sessions = weeklySessions(
    { weekdays, time: values.time, from: values.first_day, to: values.last_day, durationMinutes: duration },
    limit,
  );
  if (sessions.length === 0) return { refusal: m.noneInPeriod };
  return { sessions, capacity: values.capacity.trim() };
}

export function generateSlots(values: SlotsFormValues): Generated {
  const duration = durationSchema.parse(values.duration);
  const sessions = daySlots(values.day, parseTimeList(values.times).times, duration);
  return { sessions, capacity: values.capacity.trim() };
}
