import { Alert } from "@codegouvfr/react-dsfr/Alert";
import { Button } from "@codegouvfr/react-dsfr/Button";
import { formatClock, formatDayInSentence } from "@culture-patrimoine/contract/french-dates";
import {
  organisationPageMessages as m,
  organisationRoleDescriptions,
  organisationRoleLabels,
} from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import type { InvitationPreview } from "@culture-patrimoine/contract/schemas/organisation";
import { useEffect, useState } from "react";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import { errorMessage, isApiError } from "../../lib/api-error.ts";
import { documentTitle } from "../../lib/brand.tsx";
import { redirectStateFor } from "../../lib/redirect.ts";
import { useSession } from "../../lib/session.ts";
import { toast } from "../../lib/toast.ts";
import { useAcceptInvitation } from "./api/accept-invitation.ts";
import { useInvitation } from "./api/get-invitation.ts";

/** 404 INVITATION_INVALID (expired, used, revoked, unknown), or a token the contract refuses (400). */
function isInvalid(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}

/**
 * /invitation/{token} (issue 30): the link of the invitation e-mail. It says what it invites to;
 * a visitor signs in or signs up and comes back here; a signed-in account accepts, and its session
 * then acts for the organisation.
 */
export function InvitationPage() {
  const token = useParams().token ?? "";
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation();
  const invalid =
    (invitation.isError && isInvalid(invitation.error)) || (accept.isError && isInvalid(accept.error));

  // The route's title says « invitation »; a link that no longer works has a title of its own.
  useEffect(() => {
    if (invalid) document.title = documentTitle(m.invalidTitle);
  }, [invalid]);

  if (invalid) {
    const error = accept.isError ? accept.error : invitation.error;
    return (
      <div className="fr-container fr-my-6w">
        <h1>{m.invalidTitle}</h1>
        <p>{errorMessage(error, "")}</p>
        <p>{m.invalidHint}</p>
        <Link className="fr-link fr-icon-arrow-left-line fr-link--icon-left" to={paths.home.getHref()}>
          {m.backHome}
        </Link>
      </div>
    );
  }
  return (
    <div className="fr-container fr-my-6w">
      <div className="fr-grid-row">
        <div className="fr-col-12 fr-col-md-10 fr-col-lg-8">
          <h1>{m.invitationTitle}</h1>
          {invitation.isError ? (
            <Alert
              severity="error"
              as="h2"
              title={m.loadFailed}
              description={errorMessage(invitation.error, "")}
            />
          ) : !invitation.data ? (
            <p role="status">{m.invitationLoading}</p>
          ) : (
            <InvitationDetails token={token} invitation={invitation.data} accept={accept} />
          )}
        </div>
      </div>
    </div>
  );
}

interface InvitationDetailsProps {
  token: string;
  invitation: InvitationPreview;
  accept: ReturnType<typeof useAcceptInvitation>;
}

function InvitationDetails({ token, invitation, accept }: InvitationDetailsProps) {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<unknown>(null);
  const expires = `${formatDayInSentence(invitation.expires_at)} à ${formatClock(invitation.expires_at) ?? ""}`;

  const onAccept = async () => {
    setRefusal(null);
    try {
      await accept.mutateAsync(token);
    } catch (error) {
      // An invalid link is said by the page itself; another account's refusal here, with the way out.
      if (!isInvalid(error)) setRefusal(error);
      return;
    }
    toast.success(m.accepted, m.acceptedDetail(invitation.organisation));
    await navigate(paths.dashboard.getHref());
  };

  return (
    <>
      <p className="fr-text--lead">{m.invitationLead(invitation.organisation)}</p>
      <ul>
        <li>
          {m.invitationRole(organisationRoleLabels[invitation.role])}
          <br />
          <span className="fr-hint-text">{organisationRoleDescriptions[invitation.role]}</span>
        </li>
        <li>{m.invitationEmail(invitation.email)}</li>
        {invitation.invited_by && <li>{m.invitationInvitedBy(invitation.invited_by)}</li>}
        <li>
          <time dateTime={invitation.expires_at}>{m.invitationExpires(expires)}</time>
        </li>
      </ul>

      {session ? (
        <>
          {refusal !== null && (
            <Alert
              className="fr-mb-3w"
              severity="error"
              as="h2"
              title={m.acceptFailed}
              description={
                <>
                  {errorMessage(refusal, m.acceptFailed)}
                  {/* 403 INVITATION_OTHER_EMAIL: this account is not the invited one. */}
                  {isApiError(refusal) && refusal.status === 403 && (
                    <>
                      <br />
                      {m.otherAccountHint}
                    </>
                  )}
                </>
              }
            />
          )}
          <Button disabled={accept.isPending} onClick={() => void onAccept()}>
            {m.accept}
          </Button>
        </>
      ) : (
        <>
          <p>{m.invitationSignInHint}</p>
          <ul className="fr-btns-group fr-btns-group--inline-md">
            <li>
              <Link className="fr-btn" to={paths.auth.getHref()} state={redirectStateFor(location)}>
                {m.signIn}
              </Link>
            </li>
            <li>
              <Link
                className="fr-btn fr-btn--secondary"
                to={`${paths.auth.getHref()}?tab=inscription`}
                state={redirectStateFor(location)}
              >
                {m.signUp}
              </Link>
            </li>
          </ul>
        </>
      )}
    </>
  );
}
