import { Alert } from "@codegouvfr/react-dsfr/Alert";
import { authMessages, locationMessages } from "@culture-patrimoine/contract/messages";
import { FormPageLayout } from "../../components/form-page-layout.tsx";
import { FormRefusal } from "../../components/form-refusal.tsx";
import { useSession } from "../../lib/session.ts";
import { LocationForm } from "./components/location-form.tsx";

/** /create-location (SPEC §2): a cultural place described in full, by an organiser. */
export function LocationFormPage() {
  const session = useSession();
  return (
    <FormPageLayout title="Ajouter un lieu culturel">
      {!session ? (
        <Alert severity="error" small description={authMessages.userNotLoggedIn} />
      ) : session.user.role !== "professionnel" ? (
        <FormRefusal
          title="Réservé aux comptes professionnels"
          description={locationMessages.professionalOnly}
          offerOrganiserPlan
        />
      ) : (
        <LocationForm />
      )}
    </FormPageLayout>
  );
}
