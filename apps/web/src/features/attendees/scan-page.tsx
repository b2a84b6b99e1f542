import { Alert } from "@codegouvfr/react-dsfr/Alert";
import { Button } from "@codegouvfr/react-dsfr/Button";
import { Input } from "@codegouvfr/react-dsfr/Input";
import { Select } from "@codegouvfr/react-dsfr/Select";
import { apiErrorMessages, attendeeMessages, scanMessages as m } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import { idSchema } from "@culture-patrimoine/contract/schemas/common";
import type { OrganisationSummary } from "@culture-patrimoine/contract/schemas/organisation";
import { useMemo, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useMyOrganisations } from "../../api/get-my-organisations.ts";
import { useOwnEvents } from "../../api/get-own-events.ts";
import { organisationGate } from "../../components/organisation-gate.tsx";
import { errorMessage } from "../../lib/api-error.ts";
import { mayAct } from "../../lib/ownership.ts";
import { useSession } from "../../lib/session.ts";
import { useCheckIn } from "./api/check-in.ts";
import { useAttendees } from "./api/get-attendees.ts";
import { CameraScanner } from "./components/camera-scanner.tsx";
import { ScanResult } from "./components/scan-result.tsx";
import {
  chosenSessionId,
  createCodeGate,
  presentCheckIn,
  presentFailure,
  type ScanPresentation,
  sessionChoiceLabel,
} from "./utils/scan-logic.ts";
import "./attendees.css";

const EVENT_PARAM = "event";
const SESSION_PARAM = "session";

interface Shown {
  presentation: ScanPresentation;
  /** A new answer, even an identical one, is a new node: screen readers announce it again. */
  serial: number;
}

function Scanner({ eventId, sessionId }: { eventId: number; sessionId: number }) {
  const checkIn = useCheckIn();
  const gate = useMemo(() => createCodeGate(), []);
  const [shown, setShown] = useState<Shown | null>(null);
  const [code, setCode] = useState("");
  const [typedPending, setTypedPending] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);
  // Another session: the last answer spoke of the one before, and the ticket just refused as being
  // for another session may be read again at once. The camera stays on.
  const [shownFor, setShownFor] = useState(sessionId);
  if (shownFor !== sessionId) {
    setShownFor(sessionId);
    setShown(null);
    gate.reset();
  }

  const check = async (ticketCode: string) => {
    let presentation: ScanPresentation;
    try {
      presentation = presentCheckIn(await checkIn.mutateAsync({ ticketCode, eventId, sessionId }));
    } catch (error) {
      presentation = presentFailure(errorMessage(error, apiErrorMessages.INTERNAL_ERROR));
    }
    setShown((previous) => ({ presentation, serial: (previous?.serial ?? 0) + 1 }));
  };

  const onTyped = async () => {
    const typed = code.trim();
    if (typed === "" || typedPending) {
      codeRef.current?.focus();
      return;
    }
    setTypedPending(true);
    await check(typed);
    setTypedPending(false);
    setCode("");
    codeRef.current?.focus();
  };

  return (
    <>
      <section aria-labelledby="scan-camera-title" className="fr-mb-4w">
        <h2 id="scan-camera-title" className="fr-h4">
          {m.cameraTitle}
        </h2>
        <CameraScanner
          onCode={(read) => {
            if (gate.accept(read)) void check(read);
          }}
        />
      </section>

      <section aria-labelledby="scan-result-title" className="fr-mb-4w">
        <h2 id="scan-result-title" className="fr-h4">
          {m.resultTitle}
        </h2>
        <div role="status" aria-live="polite" aria-atomic="true">
          {shown ? <ScanResult key={shown.serial} presentation={shown.presentation} /> : <p>{m.waiting}</p>}
        </div>
      </section>

      <section aria-labelledby="scan-code-title">
        <h2 id="scan-code-title" className="fr-h4">
          {m.codeTitle}
        </h2>
        <form
          className="cp-scan-code"
          onSubmit={(event) => {
            event.preventDefault();
            void onTyped();
          }}
        >
          <Input
            label={m.codeLabel}
            hintText={m.codeHint}
            nativeInputProps={{
              ref: codeRef,
              value: code,
              autoComplete: "off",
              autoCapitalize: "characters",
              spellCheck: false,
              maxLength: 200,
              onChange: (event) => setCode(event.target.value),
            }}
          />
          <Button type="submit" iconId="fr-icon-search-line" disabled={typedPending}>
            {typedPending ? m.verifying : m.verify}
          </Button>
        </form>
      </section>
    </>
  );
}

/**
 * The door of one event: the session checked (the address's, else the one under way or the next),
 * its entries out of the people expected, and the scanner. The figures come from the attendees'
 * list, which every check-in makes stale (invalidatedBy.ticketCheckedIn).
 */
function EventDoor({
  eventId,
  askedSessionId,
  onChooseSession,
}: {
  eventId: number;
  askedSessionId: number | null;
  onChooseSession: (sessionId: number) => void;
}) {
  const attendees = useAttendees(eventId);
  if (attendees.isPending) return <p role="status">{m.sessionsLoading}</p>;
  if (attendees.isError) {
    return (
      <Alert
        severity="error"
        as="h2"
        title={m.sessionsLoadFailed}
        description={errorMessage(attendees.error, m.sessionsLoadFailed)}
      />
    );
  }
  const now = new Date();
  const { sessions } = attendees.data;
  const sessionId = chosenSessionId(sessions, askedSessionId, now);
  const session = sessions.find((candidate) => candidate.id === sessionId);
  if (!session) return null;
  return (
    <>
      <Select
        label={m.sessionLabel}
        hint={m.sessionHint}
        nativeSelectProps={{
          value: String(session.id),
          onChange: (event) => onChooseSession(Number(event.target.value)),
        }}
      >
        {sessions.map((candidate) => (
          <option key={candidate.id} value={candidate.id}>
            {sessionChoiceLabel(candidate, now)}
          </option>
        ))}
      </Select>
      <p className="cp-scan-entries">
        <span className="fr-icon-check-line fr-mr-1w" aria-hidden="true" />
        {m.entries(session.checked_in_places, session.places_taken)}
      </p>
      <p className="fr-mb-4w">
        <Link
          className="fr-link fr-icon-team-line fr-link--icon-left"
          to={paths.eventAttendees.getHref(eventId)}
        >
          {m.attendeesLink}
        </Link>
      </p>
      <Scanner eventId={eventId} sessionId={session.id} />
    </>
  );
}

function ScanDesk({ userId, organisation }: { userId: number; organisation: OrganisationSummary }) {
  const events = useOwnEvents(userId, organisation.id);
  const [params, setParams] = useSearchParams();
  const items = events.data?.items ?? [];
  const asked = idSchema.safeParse(params.get(EVENT_PARAM));
  const only = items.length === 1 ? items[0]?.id : undefined;
  const eventId =
    asked.success && items.some((event) => event.id === asked.data) ? asked.data : (only ?? null);

  const askedSession = idSchema.safeParse(params.get(SESSION_PARAM));

  /** A choice made at the door replaces the address (Back leaves the page, not the choice). */
  const changeParams = (change: (next: URLSearchParams) => void) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      },
      { replace: true },
    );
  const choose = (id: number | null) =>
    changeParams((next) => {
      // Another event: its sessions are other ones.
      next.delete(SESSION_PARAM);
      if (id === null) next.delete(EVENT_PARAM);
      else next.set(EVENT_PARAM, String(id));
    });
  const chooseSession = (id: number) => changeParams((next) => next.set(SESSION_PARAM, String(id)));

  if (events.isPending) return <p role="status">{m.eventsLoading}</p>;
  if (events.isError) {
    return (
      <Alert
        severity="error"
        as="h2"
        title={m.eventsLoadFailed}
        description={errorMessage(events.error, m.eventsLoadFailed)}
      />
    );
  }
  if (items.length === 0) {
    return (
      <Alert
        severity="info"
        as="h2"
        title={m.noOwnEvents}
        // An agent d'accueil creates nothing: the link is for the roles that edit the programme.
        description={
          mayAct(organisation, "content") ? (
            <Link to={paths.eventCreate.getHref()}>Créer un événement</Link>
          ) : undefined
        }
      />
    );
  }
  return (
    <>
      <Select
        label={m.eventLabel}
        nativeSelectProps={{
          value: eventId === null ? "" : String(eventId),
          onChange: (event) => choose(event.target.value === "" ? null : Number(event.target.value)),
        }}
      >
        <option value="" disabled>
          {m.eventPlaceholder}
        </option>
        {items.map((event) => (
          <option key={event.id} value={event.id}>
            {event.title}
          </option>
        ))}
      </Select>
      {eventId === null ? (
        <p>{m.chooseEventFirst}</p>
      ) : (
        // A new event starts a new door: its scanner's last answer and its camera's memory go.
        <EventDoor
          key={eventId}
          eventId={eventId}
          askedSessionId={askedSession.success ? askedSession.data : null}
          onChooseSession={chooseSession}
        />
      )}
    </>
  );
}

/**
 * /scan: the door's ticket check, phone first, for every member of an organisation (issue 30), on
 * its events.
 */
export function ScanPage() {
  const session = useSession();
  const organisations = useMyOrganisations();
  const acting = organisations.data?.acting;
  return (
    <div className="fr-container fr-my-6w">
      <div className="fr-grid-row fr-grid-row--center">
        <div className="fr-col-12 fr-col-md-10 fr-col-lg-8">
          <h1>{m.pageTitle}</h1>
          {session
            ? (organisationGate(organisations, {
                action: "door",
                loading: <p role="status">{m.eventsLoading}</p>,
                title: attendeeMessages.professionalOnlyTitle,
                description: m.professionalOnly,
                participant: session.user.role === "participant",
              }) ??
              (acting && (
                <>
                  <p>{m.intro}</p>
                  <ScanDesk key={acting.id} userId={session.user.id} organisation={acting} />
                </>
              )))
            : null}
        </div>
      </div>
    </div>
  );
}
