import { Alert } from "@codegouvfr/react-dsfr/Alert";
import { Select } from "@codegouvfr/react-dsfr/Select";
import { eventMessages } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import type { LieuResponse } from "@culture-patrimoine/contract/schemas/lieu";
import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { Link } from "react-router";
import { fieldState } from "../../../components/field-state.ts";

interface EventLieuFieldProps {
  field: UseFormRegisterReturn<"lieu_id">;
  error: FieldError | undefined;
  lieux: LieuResponse[] | undefined;
  status: "pending" | "error" | "success";
}

/** The venue, chosen among the organiser's own (the API accepts no other). */
export function EventLieuField({ field, error, lieux, status }: EventLieuFieldProps) {
  const none = status === "success" && lieux?.length === 0;
  let placeholder = "Choisir un de vos lieux";
  if (status === "pending") placeholder = "Chargement de vos lieux…";
  else if (none) placeholder = "Aucun lieu disponible";

  return (
    <>
      <Select
        // A new element when the options change, so that react-hook-form selects the form's value
        // again (an edited event's venue arrives with the list, after the form was drawn).
        key={lieux?.map((lieu) => lieu.id).join(",") ?? "pending"}
        label="Lieu"
        hint="Un de vos lieux"
        disabled={status !== "success" || none}
        {...fieldState(error)}
        nativeSelectProps={{ ...field, "aria-invalid": error ? true : undefined }}
      >
        <option value="">{placeholder}</option>
        {lieux?.map((lieu) => (
          <option key={lieu.id} value={String(lieu.id)}>
            {lieu.nom} ({lieu.ville})
          </option>
        ))}
      </Select>
      {status === "error" && <Alert severity="error" small description={eventMessages.lieuxLoadFailed} />}
      {none && (
        <Alert
          severity="info"
          small
          description={
            <>
              {eventMessages.noOwnLieu} <Link to={paths.lieuCreate.getHref()}>Créer un lieu</Link>
            </>
          }
        />
      )}
    </>
  );
}
