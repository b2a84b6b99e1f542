import { Alert } from "@codegouvfr/react-dsfr/Alert";
import { participationMessages } from "@culture-patrimoine/contract/messages";
import { parsePathId, paths } from "@culture-patrimoine/contract/routes";
import type { ReactNode } from "react";
import { Link, Navigate, useParams } from "react-router";
import { useParticipation } from "../../features/participations/api/get-participation.ts";
import { ParticipationConfirmation } from "../../features/participations/components/participation-confirmation.tsx";
import { lastRegistrationId, storedTicketCode } from "../../features/participations/utils/ticket-storage.ts";
import { isApiError } from "../../lib/api-error.ts";

const PAGE_TITLE = "Confirmation de votre inscription";

/**
 * /payment-confirmation/{id}: the real registration (DESIGN.md §5), read with the member's token
 * or with the ticket code this browser kept. Without an id: the last registration of the session.
 */
export function PaymentConfirmationPage() {
  const { id: rawId } = useParams();
  if (rawId === undefined) {
    const last = lastRegistrationId();
    if (last !== null) return <Navigate replace to={paths.paymentConfirmationDetail.getHref(last)} />;
    return (
      <Frame>
        <p className="fr-text--lg">{participationMessages.noRecentRegistration}</p>
        <WayOn />
      </Frame>
    );
  }
  return <Confirmation id={parsePathId(rawId)} />;
}

function Confirmation({ id }: { id: number | null }) {
  const participation = useParticipation(id, id === null ? null : storedTicketCode(id));
  if (
    id === null ||
    (participation.isError && isApiError(participation.error) && participation.error.status === 404)
  ) {
    return (
      <Frame>
        <p className="fr-text--lg">{participationMessages.notFound}</p>
        <WayOn />
      </Frame>
    );
  }
  if (participation.isError) {
    const status = isApiError(participation.error) ? participation.error.status : 0;
    const denied = status === 401 || status === 403;
    return (
      <Frame>
        <Alert
          severity={denied ? "info" : "error"}
          small
          description={denied ? participationMessages.notYours : participationMessages.loadFailed}
          className="fr-mb-3w"
        />
        <WayOn loginLink={denied} />
      </Frame>
    );
  }
  if (!participation.data) {
    return (
      <Frame>
        <p role="status" aria-busy="true">
          {participationMessages.loading}
        </p>
      </Frame>
    );
  }
  return (
    <Frame>
      <ParticipationConfirmation participation={participation.data} />
    </Frame>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="fr-container fr-my-6w">
      <h1>{PAGE_TITLE}</h1>
      {children}
    </div>
  );
}

function WayOn({ loginLink = false }: { loginLink?: boolean }) {
  return (
    <ul className="fr-btns-group fr-btns-group--inline-md">
      {loginLink && (
        <li>
          <Link className="fr-btn" to={paths.auth.getHref()}>
            Se connecter
          </Link>
        </li>
      )}
      <li>
        <Link className="fr-btn fr-btn--secondary" to={paths.events.getHref()}>
          Voir les événements
        </Link>
      </li>
      <li>
        <Link className="fr-btn fr-btn--tertiary" to={paths.dashboard.getHref()}>
          Mon tableau de bord
        </Link>
      </li>
    </ul>
  );
}
