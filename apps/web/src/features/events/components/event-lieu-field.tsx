import { Alert } from "@codegouvfr/react-dsfr/Alert";
import { eventMessages, lieuChoiceMessages } from "@culture-patrimoine/contract/messages";
import type { LieuResponse } from "@culture-patrimoine/contract/schemas/lieu";
import { LieuField } from "../../../components/lieu-field.tsx";
import type { EventFormApi } from "./event-form-fields.tsx";

interface EventLieuFieldProps {
  form: EventFormApi;
  lieux: LieuResponse[] | undefined;
  status: "pending" | "error" | "success";
}

/** The venue, chosen among every venue (venues are public places, issue 28). */
export function EventLieuField({ form, lieux, status }: EventLieuFieldProps) {
  const none = status === "success" && lieux?.length === 0;
  return (
    <>
      <LieuField
        form={form}
        name="lieu_id"
        label="Lieu"
        placeholder={lieuChoiceMessages.choicePlaceholder}
        lieux={status === "success" ? lieux : undefined}
        disabled={status !== "success" || none}
      />
      {status === "error" && <Alert severity="error" small description={eventMessages.lieuxLoadFailed} />}
      {none && <Alert severity="info" small description={eventMessages.noLieuYet} />}
    </>
  );
}
