import { Alert } from "@codegouvfr/react-dsfr/Alert";
import { Button } from "@codegouvfr/react-dsfr/Button";
import { type PaymentMode, PLACES_MAX, PLACES_MIN } from "@culture-patrimoine/contract/constants";
import { isFreePrice } from "@culture-patrimoine/contract/event-rules";
import { formatSessionStart } from "@culture-patrimoine/contract/french-dates";
import {
  bookingMessages,
  participationMessages,
  ticketMessages,
} from "@culture-patrimoine/contract/messages";
import type { SessionResponse } from "@culture-patrimoine/contract/schemas/event-session";
import type { ParticipationResponse } from "@culture-patrimoine/contract/schemas/participation";
import { useEffect, useMemo, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { EmailField, PhoneField } from "../../../components/form/contact-fields.tsx";
import { ErrorSummary } from "../../../components/form/error-summary.tsx";
import { SelectField } from "../../../components/form/select-field.tsx";
import { TextField } from "../../../components/form/text-field.tsx";
import { errorMessage, isApiError } from "../../../lib/api-error.ts";
import { applyServerErrors } from "../../../lib/form-errors.ts";
import { toast } from "../../../lib/toast.ts";
import { useCreateParticipation } from "../api/create-participation.ts";
import { IDEMPOTENCY_FIELD, type RegistrationAttempt } from "../api/plain-registration.ts";
import { placesFromInput } from "../utils/amount-due.ts";
import { newIdempotencyKey } from "../utils/idempotency-key.ts";
import {
  type RegistrationFormValues,
  registrationFields,
  registrationResolver,
} from "../utils/registration-form-values.ts";
import { type ParticipantValues, toParticipationBody } from "../utils/to-participation-body.ts";
import { RegistrationAmount } from "./registration-amount.tsx";
import "./registration-form.css";

const placeChoices = Array.from({ length: PLACES_MAX - PLACES_MIN + 1 }, (_, index) => PLACES_MIN + index);

export interface RegistrationEvent {
  id: number;
  price: number | null;
  payment_mode: PaymentMode;
  /** The event's sessions (GET /api/events/{id}); `next_session` when the answer has no list. */
  sessions?: SessionResponse[];
  next_session: SessionResponse | null;
}

/** The sessions one may still book or wait for: not started, not cancelled, in time order. */
export function bookableSessions(event: Pick<RegistrationEvent, "sessions" | "next_session">) {
  const all = event.sessions ?? (event.next_session ? [event.next_session] : []);
  return all.filter((session) => session.state === "open" || session.state === "full");
}

function sessionOptionLabel(session: SessionResponse): string {
  return `${formatSessionStart(session.starts_at)} — ${ticketMessages.sessionPlacesLeft(session.places_left)}`;
}

interface RegistrationFormProps {
  event: RegistrationEvent;
  defaultValues: RegistrationFormValues;
  onRegistered: (participation: ParticipationResponse) => void;
  /** The chosen session, as it changes (the page's summary shows its date and places). */
  onSessionChange?: (sessionId: number | null) => void;
  /**
   * Without JavaScript the form is sent as a plain POST to this address (decision 053); with it, the
   * form is sent by the app as before.
   */
  action?: string;
  /** The Idempotency-Key a plain submission sends (a hidden field). */
  plainKey?: string;
  /** The server's answer to a refused plain submission: its values and messages, shown at once. */
  attempt?: RegistrationAttempt | null;
}

/** The API's field messages, as the form's errors (the first one of each field). */
function attemptErrors(attempt: RegistrationAttempt | null | undefined) {
  const errors: Partial<Record<keyof RegistrationFormValues, { type: string; message: string }>> = {};
  for (const { path, message } of attempt?.errors ?? []) {
    const field = registrationFields.find((name) => name === path);
    if (field && !errors[field]) errors[field] = { type: "server", message };
  }
  return errors;
}

/** The form's own fields among what a plain submission sent. */
function pickFields(values: Record<string, string>): Partial<RegistrationFormValues> {
  return Object.fromEntries(
    registrationFields.filter((name) => name in values).map((name) => [name, values[name]]),
  );
}

/** A full session, as the server answered it (409 SESSION_FULL). */
interface FullSession {
  placesLeft: number;
}

/**
 * The participant, the session and the places, the amount and how it is paid, then
 * POST /api/participations with one Idempotency-Key per submission: a double click or a retry of
 * the same form sends the same key (the server answers once), a changed form or a new
 * registration takes a new one. A full session offers its waiting list, or fewer places.
 */
export function RegistrationForm({
  event,
  defaultValues,
  onRegistered,
  onSessionChange,
  action,
  plainKey,
  attempt,
}: RegistrationFormProps) {
  const sessions = useMemo(() => bookableSessions(event), [event]);
  const several = sessions.length > 1;
  const resolver = useMemo(() => registrationResolver(several), [several]);
  const mutation = useCreateParticipation();
  const initialErrors = useMemo(() => attemptErrors(attempt), [attempt]);
  const form = useForm<RegistrationFormValues, unknown, ParticipantValues>({
    resolver,
    // A refused plain submission comes back with its messages under their fields (decision 053).
    errors: initialErrors,
    defaultValues: {
      ...defaultValues,
      ...(attempt && pickFields(attempt.values)),
      session_id: sessions.some((session) => String(session.id) === defaultValues.session_id)
        ? defaultValues.session_id
        : several
          ? ""
          : String(sessions[0]?.id ?? ""),
    },
  });
  const {
    handleSubmit,
    setError,
    setValue,
    setFocus,
    watch,
    getValues,
    formState: { isSubmitting },
  } = form;
  const places = placesFromInput(watch("nombre_places"));
  const chosenSession = watch("session_id");
  useEffect(() => {
    onSessionChange?.(Number(chosenSession) || null);
  }, [chosenSession, onSessionChange]);
  const [full, setFull] = useState<FullSession | null>(attempt?.full ?? null);
  const idempotency = useRef<{ key: string; body: string } | null>(null);
  const joinRef = useRef<HTMLButtonElement>(null);
  // The send button gives way to the choices of a full session: the focus goes to the first one.
  useEffect(() => {
    if (full) joinRef.current?.focus();
  }, [full]);

  // Any change of the form is another registration: it takes a new key, and the "full" answer
  // of the previous one no longer holds.
  useEffect(() => {
    const subscription = watch(() => {
      idempotency.current = null;
      setFull(null);
    });
    return () => subscription.unsubscribe();
  }, [watch]);

  const paid = !isFreePrice(event.price) && event.payment_mode !== "free";
  const online = paid && event.payment_mode === "online";

  const register = (joinWaitlist: boolean) =>
    handleSubmit(async (values) => {
      const sessionId = Number(getValues("session_id")) || null;
      const body = toParticipationBody(values, event.id, { sessionId, joinWaitlist });
      const text = JSON.stringify(body);
      // The same body keeps its key until it succeeds; anything else gets a fresh one.
      if (idempotency.current?.body !== text) idempotency.current = { key: newIdempotencyKey(), body: text };
      try {
        const participation = await mutation.mutateAsync({ body, idempotencyKey: idempotency.current.key });
        idempotency.current = null;
        setFull(null);
        toast.success(
          participationMessages.successTitle,
          participation.status === "waitlisted"
            ? ticketMessages.registeredWaitlisted(participation.prenom)
            : participation.payment_status === "pending"
              ? ticketMessages.registeredPending(participation.prenom)
              : ticketMessages.registeredConfirmed(participation.prenom),
        );
        onRegistered(participation);
      } catch (error) {
        if (isApiError(error) && error.code === "SESSION_FULL") {
          setFull({ placesLeft: error.placesLeft ?? 0 });
          return;
        }
        applyServerErrors(error, setError, { fields: registrationFields });
        toast.error(participationMessages.paymentFailed, errorMessage(error, ""));
      }
    });

  const fewerPlaces = (placesLeft: number) => {
    setValue("nombre_places", String(placesLeft), { shouldDirty: true });
    setFocus("nombre_places");
  };

  if (sessions.length === 0) return <p className="fr-text--lg">{ticketMessages.noUpcomingSession}</p>;
  const only = sessions.length === 1 ? sessions[0] : undefined;
  // A refused plain submission says why at the top too: the error summary reads its labels from
  // the drawn form, which the server's render has not.
  const unplacedMessage = attempt && !attempt.full ? attempt.message : null;

  return (
    // method and action: without JavaScript the browser posts it to the server, which answers the
    // ticket or this form again (decision 053); with it, onSubmit sends it as before.
    <form
      method="post"
      action={action}
      onSubmit={register(false)}
      noValidate
      aria-label="Formulaire d’inscription"
    >
      {plainKey && <input type="hidden" name={IDEMPOTENCY_FIELD} value={plainKey} />}
      {only && <input type="hidden" name="session_id" value={String(only.id)} />}
      <p className="fr-text--sm">Tous les champs sont obligatoires, sauf mention contraire.</p>
      {unplacedMessage && (
        <Alert severity="error" small description={unplacedMessage} className="fr-mb-3w" role="alert" />
      )}
      <ErrorSummary form={form} />
      <fieldset className="fr-fieldset" aria-labelledby="participation-legend">
        <legend id="participation-legend" className="fr-fieldset__legend fr-h5">
          Votre participation
        </legend>
        <div className="fr-fieldset__element">
          {only ? (
            <p className="fr-mb-0" data-testid="single-session">
              <strong>{ticketMessages.sessionLabel} :</strong> {sessionOptionLabel(only)}
            </p>
          ) : (
            <SelectField
              form={form}
              name="session_id"
              label={ticketMessages.sessionLabel}
              hint={ticketMessages.sessionHint}
              placeholder={ticketMessages.sessionPlaceholder}
              options={sessions.map((session) => ({
                value: String(session.id),
                label: sessionOptionLabel(session),
              }))}
            />
          )}
        </div>
        <div className="fr-fieldset__element">
          <SelectField
            form={form}
            name="nombre_places"
            label="Nombre de places"
            hint={`De ${PLACES_MIN} à ${PLACES_MAX} places par inscription`}
            options={placeChoices.map((count) => ({
              value: String(count),
              label: `${count} place${count > 1 ? "s" : ""}`,
            }))}
          />
        </div>
      </fieldset>

      <fieldset className="fr-fieldset" aria-labelledby="participant-legend">
        <legend id="participant-legend" className="fr-fieldset__legend fr-h5">
          Vos coordonnées
        </legend>
        <div className="fr-fieldset__element cp-half">
          <TextField form={form} name="prenom" label="Prénom" autoComplete="given-name" />
        </div>
        <div className="fr-fieldset__element cp-half">
          <TextField form={form} name="nom" label="Nom" autoComplete="family-name" />
        </div>
        <div className="fr-fieldset__element">
          <EmailField form={form} name="email" />
        </div>
        <div className="fr-fieldset__element">
          <PhoneField form={form} name="telephone" />
        </div>
        <div className="fr-fieldset__element">
          <TextField
            form={form}
            name="motivation"
            label="Motivation"
            hint="Quelques mots sur ce qui vous amène à cet événement"
            rows={3}
          />
        </div>
        <div className="fr-fieldset__element">
          <TextField
            form={form}
            name="demandes_speciales"
            label="Demandes spéciales"
            optional
            hint="Accessibilité, placement, accompagnement…"
            rows={3}
          />
        </div>
      </fieldset>

      <RegistrationAmount price={event.price} places={places} paymentMode={event.payment_mode} />

      {full && (
        <div className="fr-mb-4w" data-testid="session-full">
          <Alert
            severity="warning"
            role="alert"
            small
            description={bookingMessages.sessionFull(full.placesLeft)}
            className="fr-mb-2w"
          />
          <ul className="fr-btns-group fr-btns-group--inline-sm">
            <li>
              {/* Submit buttons that carry their choice: without JavaScript the server reads it. */}
              <Button
                ref={joinRef}
                type="submit"
                nativeButtonProps={{ name: "join_waitlist", value: "true" }}
                disabled={isSubmitting}
                onClick={(click) => {
                  click.preventDefault();
                  void register(true)();
                }}
              >
                {ticketMessages.joinWaitlist}
              </Button>
            </li>
            {full.placesLeft > 0 && full.placesLeft < places && (
              <li>
                <Button
                  type="submit"
                  priority="secondary"
                  nativeButtonProps={{ name: "nombre_places", value: String(full.placesLeft) }}
                  onClick={(click) => {
                    click.preventDefault();
                    fewerPlaces(full.placesLeft);
                  }}
                >
                  {ticketMessages.fewerPlaces}
                </Button>
              </li>
            )}
          </ul>
        </div>
      )}

      {!full && (
        <Button type="submit" size="large" disabled={isSubmitting} iconId="fr-icon-check-line">
          {isSubmitting
            ? ticketMessages.sending
            : online
              ? ticketMessages.submitOnline
              : ticketMessages.submitFree}
        </Button>
      )}
    </form>
  );
}
