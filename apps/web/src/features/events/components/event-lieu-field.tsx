import { Alert } from "@codegouvfr/react-dsfr/Alert";
import { eventMessages } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import type { LieuResponse } from "@culture-patrimoine/contract/schemas/lieu";
import { Link } from "react-router";
import { SelectField } from "../../../components/form/select-field.tsx";
import { lieuOption } from "../../../components/lieu-option.ts";
import type { EventFormApi } from "./event-form-fields.tsx";

interface EventLieuFieldProps {
  form: EventFormApi;
  lieux: LieuResponse[] | undefined;
  status: "pending" | "error" | "success";
}

/** The venue, chosen among the organiser's own (the API accepts no other). */
export function EventLieuField({ form, lieux, status }: EventLieuFieldProps) {
  const none = status === "success" && lieux?.length === 0;
  let placeholder = "Choisir un de vos lieux";
  if (status === "pending") placeholder = "Chargement de vos lieux…";
  else if (none) placeholder = "Aucun lieu disponible";

  return (
    <>
      <SelectField
        // A new element when the options change, so that react-hook-form selects the form's value
        // again (an edited event's venue arrives with the list, after the form was drawn).
        key={lieux?.map((lieu) => lieu.id).join(",") ?? "pending"}
        form={form}
        name="lieu_id"
        label="Lieu"
        hint="Un de vos lieux"
        disabled={status !== "success" || none}
        placeholder={placeholder}
        options={lieux?.map(lieuOption) ?? []}
      />
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
