import { Alert } from "@codegouvfr/react-dsfr/Alert";
import { ButtonsGroup } from "@codegouvfr/react-dsfr/ButtonsGroup";
import { eventMessages } from "@culture-patrimoine/contract/messages";
import type { EventBody } from "@culture-patrimoine/contract/schemas/event";
import type { LieuResponse } from "@culture-patrimoine/contract/schemas/lieu";
import { useEffect, useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { ErrorSummary } from "../../../components/form/error-summary.tsx";
import { FormActions } from "../../../components/form/form-actions.tsx";
import { RequiredFieldsHint } from "../../../components/form/required-fields-hint.tsx";
import { errorMessage, isApiError } from "../../../lib/api-error.ts";
import { applyServerErrors } from "../../../lib/form-errors.ts";
import { toast } from "../../../lib/toast.ts";
import { mayTellPeople } from "../utils/change-notice.ts";
import { type EventFormValues, eventFormFields, eventFormResolver } from "../utils/event-form-values.ts";
import { EventFormFields } from "./event-form-fields.tsx";
import { EventLieuField } from "./event-lieu-field.tsx";

export interface EventFormProps {
  mode: "create" | "edit";
  defaultValues: EventFormValues;
  lieux: LieuResponse[] | undefined;
  lieuxStatus: "pending" | "error" | "success";
  /** Sends the body; throws the API's error when it is refused or cannot be sent. */
  onSave: (body: EventBody, image: File | null) => Promise<void>;
  onCancel: () => void;
  /**
   * Edit only: how many people the body, saved, would tell by e-mail, as the server counts them.
   * When the edit may tell someone (a session moved, another venue) and someone would be told, the
   * form says so and saves only once the organiser confirms (issue 28).
   */
  countPeopleToTell?: (body: EventBody) => Promise<number>;
}

/** A save waiting for the organiser's go: people would be told of it. */
interface PendingSave {
  body: EventBody;
  image: File | null;
  people: number;
}

/** SPEC §2's event form, create or edit; what was typed stays when the server refuses it. */
export function EventForm({
  mode,
  defaultValues,
  lieux,
  lieuxStatus,
  onSave,
  onCancel,
  countPeopleToTell,
}: EventFormProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingSave | null>(null);
  const [confirming, setConfirming] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const noticeRef = useRef<HTMLHeadingElement>(null);
  const noticeId = useId();
  const form = useForm<EventFormValues, unknown, EventBody>({
    resolver: eventFormResolver,
    defaultValues,
  });
  const {
    handleSubmit,
    setError,
    getValues,
    watch,
    formState: { isSubmitting },
  } = form;

  // The notice takes the focus, so that a screen reader reads it first; a field changed meanwhile
  // makes its count stale, and the next send asks the server again.
  useEffect(() => {
    if (!pending) return;
    noticeRef.current?.focus();
    const subscription = watch(() => setPending(null));
    return () => subscription.unsubscribe();
  }, [pending, watch]);

  const save = async (body: EventBody, image: File | null) => {
    try {
      await onSave(body, image);
    } catch (error) {
      if (isApiError(error) && error.code === "NETWORK_ERROR") {
        // SPEC §8's alert for a save that never reached the server.
        toast.error(eventMessages.networkError, error.message);
        setServerError(eventMessages.networkError);
        return;
      }
      // SPEC's client stayed silent on a refused save; the organiser is told why, field by field.
      applyServerErrors(error, setError, {
        fields: eventFormFields(getValues("sessions").length),
        // The picture's refusals (not an image, too big) name the multipart part.
        aliases: { image: "image_file" },
      });
      const message = errorMessage(error, eventMessages.saveFailed);
      // A removed session with registrations, or places below those taken: the sessions' business.
      if (isApiError(error) && error.status === 409) setError("root.sessions", { type: "server", message });
      toast.error(eventMessages.saveFailed, message);
      setServerError(message);
    }
  };

  const onSubmit = handleSubmit(async (body) => {
    setServerError(null);
    const image = getValues("image_file");
    if (countPeopleToTell && mayTellPeople(defaultValues, getValues())) {
      // Not counted (the server unreachable, the body refused): the save itself says what is wrong.
      const people = await countPeopleToTell(body).catch(() => 0);
      if (people > 0) {
        setPending({ body, image, people });
        return;
      }
    }
    await save(body, image);
  });

  const confirmSave = async () => {
    if (!pending) return;
    setConfirming(true);
    await save(pending.body, pending.image);
    setConfirming(false);
    setPending(null);
  };

  const backToForm = () => {
    setPending(null);
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[type="submit"]')?.focus());
  };

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-label={mode === "create" ? "Nouvel événement" : "Modifier l’événement"}
    >
      <RequiredFieldsHint />
      <ErrorSummary form={form} />
      <EventFormFields form={form} />
      <EventLieuField form={form} lieux={lieux} status={lieuxStatus} />
      {serverError && (
        <Alert className="fr-mt-3w" severity="error" small role="alert" description={serverError} />
      )}
      {pending ? (
        <section className="fr-callout fr-icon-mail-line fr-mt-4w" aria-labelledby={noticeId}>
          <h2 id={noticeId} ref={noticeRef} tabIndex={-1} className="fr-callout__title">
            {eventMessages.changeNoticeTitle}
          </h2>
          <p className="fr-callout__text">{eventMessages.changeNotice(pending.people)}</p>
          <p className="fr-text--sm">{eventMessages.changeNoticeWhy}</p>
          <ButtonsGroup
            inlineLayoutWhen="sm and up"
            buttons={[
              {
                children: eventMessages.changeNoticeConfirm,
                type: "button",
                disabled: confirming,
                onClick: () => void confirmSave(),
              },
              {
                children: eventMessages.changeNoticeBack,
                priority: "secondary",
                type: "button",
                disabled: confirming,
                onClick: backToForm,
              },
            ]}
          />
        </section>
      ) : (
        <FormActions
          className="fr-mt-4w"
          submitLabel={mode === "create" ? "Créer l’événement" : "Enregistrer les modifications"}
          disabled={isSubmitting}
          onCancel={onCancel}
        />
      )}
    </form>
  );
}
