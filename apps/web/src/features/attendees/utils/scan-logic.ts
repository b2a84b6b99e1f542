import { isSessionOver, sessionToCheck } from "@culture-patrimoine/contract/event-rules";
import { scanMessages as m } from "@culture-patrimoine/contract/messages";
import type { CheckInResponse } from "@culture-patrimoine/contract/schemas/attendees";
import {
  type AttendeeSession,
  attendeeName,
  formatClock,
  formatSessionInSentence,
  formatSessionStart,
} from "./attendee-format.ts";

// The door scanner's pure parts: which decoder reads the camera, which reads are sent, and what an
// answer looks like on screen.

/** How camera frames are read: the browser's own detector, or jsQR on the frame's pixels. */
export type DecoderKind = "barcode-detector" | "jsqr";

/**
 * The browser's BarcodeDetector when it exists and reads QR codes (Chrome on Android, Safari 17+),
 * else jsQR. `formats` is what `BarcodeDetector.getSupportedFormats()` answered (null: it could not
 * be asked, in which case the detector is trusted).
 */
export function chooseDecoder(hasBarcodeDetector: boolean, formats: readonly string[] | null): DecoderKind {
  if (!hasBarcodeDetector) return "jsqr";
  return formats === null || formats.includes("qr_code") ? "barcode-detector" : "jsqr";
}

/** How long the same code read again by the camera is ignored. */
export const SAME_CODE_WINDOW_MS = 3000;

/**
 * A camera sees the same QR code 30 times a second: a read is let through only when its code
 * differs from the last one let through, or when that one is older than `windowMs`.
 */
export function createCodeGate(windowMs = SAME_CODE_WINDOW_MS, now: () => number = Date.now) {
  let last: { code: string; at: number } | null = null;
  return {
    accept(code: string): boolean {
      const trimmed = code.trim();
      if (trimmed === "") return false;
      const at = now();
      if (last && last.code === trimmed && at - last.at < windowMs) return false;
      last = { code: trimmed, at };
      return true;
    },
    reset(): void {
      last = null;
    },
  };
}

export type ScanTone = "success" | "warning" | "error";

/** What the scanner shows for an answer: colour (tone), icon and words, never colour alone. */
export interface ScanPresentation {
  tone: ScanTone;
  /** DSFR icon class. */
  icon: string;
  title: string;
  /** The API's French message (why a ticket is refused), or null when the title says it all. */
  message: string | null;
  /** Who, how many places, which session. */
  details: string[];
}

const ICONS: Record<ScanTone, string> = {
  success: "fr-icon-checkbox-circle-fill",
  warning: "fr-icon-warning-fill",
  error: "fr-icon-close-circle-fill",
};

/** Who, how many places, and which session unless the message names it already. */
function detailsOf({ attendee, result }: CheckInResponse): string[] {
  if (!attendee) return [];
  const named = result === "wrong_session" || result === "session_over";
  const session = named ? "" : formatSessionInSentence(attendee.session.starts_at);
  return [attendeeName(attendee), m.places(attendee.nombre_places), ...(session ? [m.session(session)] : [])];
}

/** POST /api/check-ins's answer → what the door sees. */
export function presentCheckIn(answer: CheckInResponse): ScanPresentation {
  const details = detailsOf(answer);
  switch (answer.result) {
    case "checked_in":
      return { tone: "success", icon: ICONS.success, title: m.resultCheckedIn, message: null, details };
    case "already_checked_in":
      return {
        tone: "warning",
        icon: ICONS.warning,
        title: m.resultAlreadyCheckedIn(formatClock(answer.attendee?.checked_in_at)),
        message: null,
        details,
      };
    case "payment_pending":
      // Refused, but not for good: the holder may pay on the spot and show the ticket again.
      return {
        tone: "warning",
        icon: ICONS.warning,
        title: m.resultRefused,
        message: answer.message,
        details,
      };
    default:
      return { tone: "error", icon: ICONS.error, title: m.resultRefused, message: answer.message, details };
  }
}

/** A check that did not get an answer (network, session expired, event not the organiser's). */
export function presentFailure(message: string): ScanPresentation {
  return { tone: "error", icon: ICONS.error, title: m.resultFailed, message, details: [] };
}

/**
 * The session the door checks: the one the address names when it is the event's, else the one
 * under way or the next (the contract's sessionToCheck, the API's default too), else the last one,
 * so that the door of an event that is over still shows its figures.
 */
export function chosenSessionId(
  sessions: readonly AttendeeSession[],
  asked: number | null,
  now: Date,
): number | null {
  if (asked !== null && sessions.some((session) => session.id === asked)) return asked;
  return (sessionToCheck(sessions, now) ?? sessions.at(-1))?.id ?? null;
}

/** "Samedi 12 juin 2027 à 20 h", with "(annulée)" or "(terminée)" when its door no longer opens. */
export function sessionChoiceLabel(session: AttendeeSession, now: Date): string {
  const when = formatSessionStart(session.starts_at);
  if (session.cancelled_at) return m.sessionCancelled(when);
  return isSessionOver(session, now) ? m.sessionOver(when) : when;
}
