import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { type CalendarInvitation, calendarFileOf, escapeText, foldLine, invitationFile } from "./ics.ts";

const entry = {
  uid: "billet-ABC123@culture-patrimoine.fr",
  start: new Date("2026-03-29T08:00:00Z"),
  end: new Date("2026-03-29T09:30:00Z"),
  summary: "Visite des traboules, Lyon; « le vieux Lyon », à pied",
  location: "Maison des Canuts, 10 rue d’Ivry, 69004 Lyon",
  description: "Billet : https://exemple.fr/billet/ABC123\nCode : ABC123",
  url: "https://exemple.fr/billet/ABC123",
  stamp: new Date("2026-03-01T10:00:00Z"),
};

describe("calendar file of a session", () => {
  it("is read back by an iCalendar parser with the same instants and texts", () => {
    const file = calendarFileOf([entry]);
    const component = new ICAL.Component(ICAL.parse(file));
    const vevent = component.getFirstSubcomponent("vevent");
    if (!vevent) throw new Error("no VEVENT in the file");
    const event = new ICAL.Event(vevent);
    expect(event.uid).toBe(entry.uid);
    expect(event.startDate.toJSDate().toISOString()).toBe("2026-03-29T08:00:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2026-03-29T09:30:00.000Z");
    expect(event.summary).toBe(entry.summary);
    expect(event.location).toBe(entry.location);
    expect(event.description).toBe(entry.description);
  });

  it("ends lines with CRLF and folds none longer than 75 octets", () => {
    const file = calendarFileOf([{ ...entry, description: "é".repeat(200) }]);
    expect(file.endsWith("\r\n")).toBe(true);
    expect(file.replace(/\r\n/g, "")).not.toContain("\n");
    for (const line of file.split("\r\n"))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it("leaves DTEND out when the session has no end", () => {
    expect(calendarFileOf([{ ...entry, end: null }])).not.toContain("DTEND");
  });

  it("escapes the characters TEXT values reserve", () => {
    expect(escapeText("a,b;c\\d\ne")).toBe("a\\,b\\;c\\\\d\\ne");
  });

  it("never splits a character when folding", () => {
    const folded = foldLine(`DESCRIPTION:${"€".repeat(40)}`);
    expect(folded.split("\r\n ").join("")).toBe(`DESCRIPTION:${"€".repeat(40)}`);
  });
});

describe("a registration's entry as an iTIP message (RFC 5546)", () => {
  const invitation: CalendarInvitation = {
    method: "REQUEST",
    sequence: 2,
    organizer: { name: "Culture & Patrimoine", email: "ne-pas-repondre@exemple.fr" },
    attendee: { name: 'Moreau, Inès: "la visiteuse"', email: "ines.moreau@exemple.fr" },
  };

  function read(file: string) {
    const root = new ICAL.Component(ICAL.parse(file));
    const vevent = root.getFirstSubcomponent("vevent");
    if (!vevent) throw new Error("no VEVENT in the file");
    return { root, vevent, event: new ICAL.Event(vevent) };
  }

  it("carries METHOD, SEQUENCE, ORGANIZER and ATTENDEE, which REQUEST requires", () => {
    const { root, vevent, event } = read(invitationFile(entry, invitation));
    expect(root.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(event.uid).toBe(entry.uid);
    expect(event.sequence).toBe(2);
    expect(vevent.getFirstPropertyValue("status")).toBe("CONFIRMED");
    const organizer = vevent.getFirstProperty("organizer");
    expect(organizer?.getFirstValue()).toBe("mailto:ne-pas-repondre@exemple.fr");
    expect(organizer?.getParameter("cn")).toBe("Culture & Patrimoine");
    const [attendee] = vevent.getAllProperties("attendee");
    expect(attendee?.getFirstValue()).toBe("mailto:ines.moreau@exemple.fr");
    // A name with « , : » stays one quoted parameter; a DQUOTE, which no parameter may hold, goes.
    expect(attendee?.getParameter("cn")).toBe("Moreau, Inès: la visiteuse");
    expect(attendee?.getParameter("rsvp")).toBe("FALSE");
    expect(event.startDate.toJSDate().toISOString()).toBe("2026-03-29T08:00:00.000Z");
  });

  it("marks a CANCEL's entry cancelled, with the same UID", () => {
    const { root, vevent, event } = read(
      invitationFile(entry, { ...invitation, method: "CANCEL", sequence: 3 }),
    );
    expect(root.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(vevent.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(event.uid).toBe(entry.uid);
    expect(event.sequence).toBe(3);
    expect(vevent.getAllProperties("attendee")).toHaveLength(1);
  });

  it("keeps the public agenda a PUBLISH without organiser nor attendee", () => {
    const { root, vevent } = read(calendarFileOf([entry]));
    expect(root.getFirstPropertyValue("method")).toBe("PUBLISH");
    expect(vevent.getFirstProperty("organizer")).toBeNull();
  });
});
