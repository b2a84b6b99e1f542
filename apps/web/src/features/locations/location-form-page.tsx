import { Alert } from "@codegouvfr/react-dsfr/Alert";
import { authMessages, locationMessages } from "@culture-patrimoine/contract/messages";
import { useMyOrganisations } from "../../api/get-my-organisations.ts";
import { FormPageLayout, FormPageLoading } from "../../components/form-page-layout.tsx";
import { organisationGate } from "../../components/organisation-gate.tsx";
import { useSession } from "../../lib/session.ts";
import { LocationForm } from "./components/location-form.tsx";

/** /create-location (SPEC §2): a cultural place described in full, by an organiser. */
export function LocationFormPage() {
  const session = useSession();
  const organisations = useMyOrganisations();
  return (
    <FormPageLayout title="Ajouter un lieu culturel">
      {!session ? (
        <Alert severity="error" small description={authMessages.userNotLoggedIn} />
      ) : (
        (organisationGate(organisations, {
          action: "content",
          loading: <FormPageLoading />,
          title: "Réservé aux comptes professionnels",
          description: locationMessages.professionalOnly,
          participant: session.user.role === "participant",
        }) ?? <LocationForm />)
      )}
    </FormPageLayout>
  );
}
