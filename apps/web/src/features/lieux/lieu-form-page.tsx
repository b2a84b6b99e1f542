import { Alert } from "@codegouvfr/react-dsfr/Alert";
import { lieuMessages } from "@culture-patrimoine/contract/messages";
import { idSchema } from "@culture-patrimoine/contract/schemas/common";
import type { ReactNode } from "react";
import { useParams } from "react-router";
import { FormRefusal } from "../../components/form-refusal.tsx";
import { isApiError } from "../../lib/api-error.ts";
import { useSession } from "../../lib/session.ts";
import { useLieu } from "./api/get-lieu.ts";
import { LieuForm } from "./components/lieu-form.tsx";

/** /create-lieu and /create-lieu/{id} (SPEC §2): organisers only, and only their own venues. */
export function LieuFormPage() {
  const params = useParams();
  const session = useSession();
  const parsedId = idSchema.safeParse(params.id);
  const editing = params.id !== undefined;
  const id = parsedId.success ? parsedId.data : null;
  const lieu = useLieu(session?.user.role === "professionnel" ? id : null);

  let content: ReactNode;
  if (!session) content = null;
  else if (session.user.role !== "professionnel") {
    content = (
      <FormRefusal
        title="Réservé aux comptes professionnels"
        description={lieuMessages.professionalOnly}
        offerOrganiserPlan
      />
    );
  } else if (!editing) content = <LieuForm />;
  else if (id === null || (lieu.isError && isApiError(lieu.error) && lieu.error.status === 404)) {
    content = (
      <Alert severity="error" as="h2" title={lieuMessages.notFound} description={lieuMessages.loadFailed} />
    );
  } else if (lieu.isPending) content = <p role="status">Chargement du lieu...</p>;
  else if (lieu.isError) {
    content = (
      <Alert severity="error" as="h2" title={lieuMessages.loadFailed} description={lieu.error.message} />
    );
  } else if (lieu.data.user_id !== session.user.id) {
    content = (
      <FormRefusal title={lieuMessages.notYoursTitle} description={lieuMessages.notYoursDescription} />
    );
  } else content = <LieuForm key={lieu.data.id} lieu={lieu.data} />;

  return (
    <div className="fr-container fr-my-6w">
      <div className="fr-grid-row fr-grid-row--center">
        <div className="fr-col-12 fr-col-md-10 fr-col-lg-8">
          <h1>{editing ? "Modifier un lieu" : "Créer un lieu"}</h1>
          {content}
        </div>
      </div>
    </div>
  );
}
