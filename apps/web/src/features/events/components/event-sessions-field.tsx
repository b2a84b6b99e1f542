import { Badge } from "@codegouvfr/react-dsfr/Badge";
import { Button } from "@codegouvfr/react-dsfr/Button";
import { SESSIONS_MAX } from "@culture-patrimoine/contract/constants";
import { sessionMessages as m } from "@culture-patrimoine/contract/messages";
import { useId, useRef, useState } from "react";
import { type FieldArrayWithId, useFieldArray, useFormState } from "react-hook-form";
import { TextField } from "../../../components/form/text-field.tsx";
import { type EventFormValues, emptySession, mergeSessions } from "../utils/event-form-values.ts";
import type { EventFormApi } from "./event-form-fields.tsx";
import { type OnGenerate, SessionGenerators } from "./session-generators.tsx";
import "./event-sessions-field.css";

type SessionField = FieldArrayWithId<EventFormValues, "sessions">;

interface SessionRowProps {
  form: EventFormApi;
  index: number;
  session: SessionField;
  /** Absent when the session may not be removed (the only one, or one with places taken). */
  onRemove?: () => void;
}

/** What the API said of a saved session: places taken, cancelled, or past. */
function SessionStatus({ session }: { session: SessionField }) {
  return (
    <>
      {session.state === "cancelled" && (
        <Badge as="span" small severity="error" noIcon className="fr-ml-1w">
          {m.cancelled}
        </Badge>
      )}
      {session.state === "past" && (
        <Badge as="span" small noIcon className="fr-ml-1w">
          {m.past}
        </Badge>
      )}
      {session.places_taken > 0 && (
        <span className="fr-hint-text">{m.placesTaken(session.places_taken)}</span>
      )}
    </>
  );
}

function SessionRow({ form, index, session, onRemove }: SessionRowProps) {
  const legendId = useId();
  const rank = index + 1;
  return (
    <li className="cp-session-row">
      <fieldset className="fr-fieldset fr-mb-0" aria-labelledby={legendId}>
        <legend id={legendId} className="fr-fieldset__legend fr-text--bold fr-pb-1w">
          {m.sessionLegend(rank)}
          <SessionStatus session={session} />
        </legend>
        <div className="fr-fieldset__element">
          <div className="fr-grid-row fr-grid-row--gutters">
            <div className="fr-col-12 fr-col-md-4">
              <TextField
                form={form}
                name={`sessions.${index}.starts_at`}
                label="Début"
                hint={m.startHint}
                type="datetime-local"
              />
            </div>
            <div className="fr-col-12 fr-col-md-4">
              <TextField
                form={form}
                name={`sessions.${index}.ends_at`}
                label="Fin"
                hint={m.endHint}
                optional
                type="datetime-local"
              />
            </div>
            <div className="fr-col-12 fr-col-md-4">
              <TextField
                form={form}
                name={`sessions.${index}.capacity`}
                label={m.places}
                hint={m.capacityHint}
                optional
                inputMode="numeric"
              />
            </div>
          </div>
        </div>
        {onRemove ? (
          <div className="fr-fieldset__element">
            <Button
              type="button"
              priority="tertiary"
              size="small"
              iconId="fr-icon-delete-line"
              onClick={onRemove}
            >
              {m.remove(rank)}
            </Button>
          </div>
        ) : (
          session.places_taken > 0 && (
            <div className="fr-fieldset__element">
              <p className="fr-text--sm fr-mb-0">{m.removeWithRegistrations}</p>
            </div>
          )
        )}
      </fieldset>
    </li>
  );
}

/**
 * The event's sessions (séances): one row per date and time with its places, rows added one by
 * one or many at once (every week, or several times on one day). The whole list is sent with the
 * event; a saved session keeps its id.
 */
export function EventSessionsField({ form }: { form: EventFormApi }) {
  const legendId = useId();
  const addButton = useRef<HTMLButtonElement>(null);
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);
  const sessions = useFieldArray({ control: form.control, name: "sessions" });
  const { errors } = useFormState({ control: form.control });
  const listError =
    errors.sessions?.root?.message ?? errors.sessions?.message ?? errors.root?.sessions?.message;

  const remove = (index: number) => {
    sessions.remove(index);
    setNotice(null);
    // The removed row's button is gone: the keyboard goes on from "Ajouter une séance".
    addButton.current?.focus();
  };

  const onGenerate: OnGenerate = (generated) => {
    if ("refusal" in generated) {
      setNotice({ text: generated.refusal, error: true });
      return false;
    }
    const merged = mergeSessions(form.getValues("sessions"), generated.sessions, generated.capacity);
    if (merged.sessions.length > SESSIONS_MAX) {
      setNotice({ text: m.tooMany(merged.sessions.length, SESSIONS_MAX), error: true });
      return false;
    }
    sessions.replace(merged.sessions);
    setNotice({ text: m.generated(merged.added), error: false });
    return true;
  };

  return (
    <fieldset className="fr-fieldset cp-sessions" aria-labelledby={legendId} name="sessions">
      <legend id={legendId} className="fr-fieldset__legend">
        {m.sectionLegend}
        <span className="fr-hint-text">{m.sectionHint}</span>
      </legend>
      {listError && (
        <div className="fr-fieldset__element">
          <p className="fr-message fr-message--error">{listError}</p>
        </div>
      )}
      <div className="fr-fieldset__element">
        <ol className="cp-session-rows">
          {sessions.fields.map((session, index) => (
            <SessionRow
              key={session.id}
              form={form}
              index={index}
              session={session}
              onRemove={
                sessions.fields.length > 1 && session.places_taken === 0 ? () => remove(index) : undefined
              }
            />
          ))}
        </ol>
        <Button
          ref={addButton}
          type="button"
          priority="secondary"
          iconId="fr-icon-add-line"
          disabled={sessions.fields.length >= SESSIONS_MAX}
          onClick={() => {
            sessions.append(emptySession());
            setNotice(null);
          }}
        >
          {m.add}
        </Button>
        <SessionGenerators onGenerate={onGenerate} />
        <p role="status" className={`fr-mt-2w fr-mb-0${notice?.error ? " fr-error-text" : ""}`}>
          {notice?.text}
        </p>
      </div>
    </fieldset>
  );
}
