import { Alert } from "@codegouvfr/react-dsfr/Alert";
import { Button } from "@codegouvfr/react-dsfr/Button";
import { eventMessages } from "@culture-patrimoine/contract/messages";
import { lineFieldId } from "./program-line-fields.tsx";

/**
 * SPEC §2: right after an event is created, 'Ajouter un programme' is offered. The organiser is
 * already on the programme form of that event; the button takes the keyboard to its first line.
 */
export function EventCreatedNotice({ title }: { title: string }) {
  return (
    <Alert
      className="fr-mb-4w"
      severity="success"
      as="h2"
      title={eventMessages.createSuccess}
      description={
        <>
          <p className="fr-mb-2w">
            « {title} » est publié. {eventMessages.addProgramPrompt}
          </p>
          <Button
            type="button"
            size="small"
            iconId="fr-icon-add-line"
            onClick={() => document.getElementById(lineFieldId(0, "date"))?.focus()}
          >
            Ajouter un programme
          </Button>
        </>
      }
    />
  );
}
