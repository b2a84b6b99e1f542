import { Alert } from "@codegouvfr/react-dsfr/Alert";
import { authMessages, locationMessages } from "@culture-patrimoine/contract/messages";
import { FormRefusal } from "../../components/form-refusal.tsx";
import { useSession } from "../../lib/session.ts";
import { LocationForm } from "./components/location-form.tsx";

/** /create-location (SPEC §2): a cultural place described in full, by an organiser. */
export function LocationFormPage() {
  const session = useSession();
  return (
    <div className="fr-container fr-my-6w">
      <div className="fr-grid-row fr-grid-row--center">
        <div className="fr-col-12 fr-col-md-10 fr-col-lg-8">
          <h1>Ajouter un lieu culturel</h1>
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
        </div>
      </div>
    </div>
  );
}
