import { Alert } from "@codegouvfr/react-dsfr/Alert";
import { Button } from "@codegouvfr/react-dsfr/Button";
import { eventMessages } from "@culture-patrimoine/contract/messages";

/** The event could not be loaded (network, server): SPEC's message and a way to try again. */
export function EventLoadError({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <div className="fr-container fr-my-6w">
      <h1>{title}</h1>
      <Alert
        severity="error"
        title={eventMessages.loadFailed}
        description={
          <Button priority="secondary" size="small" className="fr-mt-2w" onClick={onRetry}>
            Réessayer
          </Button>
        }
      />
    </div>
  );
}
