import { Alert } from "@codegouvfr/react-dsfr/Alert";
import { organisationPageMessages as m, organisationRoleLabels } from "@culture-patrimoine/contract/messages";
import type { OrganisationSummary } from "@culture-patrimoine/contract/schemas/organisation";
import type { ReactNode } from "react";
import { useMyOrganisations } from "../../api/get-my-organisations.ts";
import { useSwitchOrganisation } from "../../api/switch-organisation.ts";
import { OrganisationSwitcher } from "../../components/organisation-switcher.tsx";
import { errorMessage } from "../../lib/api-error.ts";
import { mayAct } from "../../lib/ownership.ts";
import { useSession } from "../../lib/session.ts";
import { useOrganisationMembers } from "./api/get-organisation-members.ts";
import { InvitationsTable } from "./components/invitations-table.tsx";
import { InviteForm } from "./components/invite-form.tsx";
import { MembersTable } from "./components/members-table.tsx";
import { VerificationBadge } from "./components/verification-badge.tsx";
import "./organisation-page.css";

/**
 * /organisation (issue 30): the organisation the session acts for, its team and open invitations.
 * A responsable invites, changes roles and removes; the other members read it, told why.
 */
export function OrganisationPage() {
  const session = useSession();
  const mine = useMyOrganisations();
  const switchTo = useSwitchOrganisation();

  let content: ReactNode;
  if (mine.isError) {
    content = (
      <Alert severity="error" as="h2" title={m.loadFailed} description={errorMessage(mine.error, "")} />
    );
  } else if (!session || !mine.data) {
    content = <p role="status">{m.loading}</p>;
  } else if (!mine.data.acting) {
    content = (
      <>
        <h2 className="fr-h4">{m.noOrganisationTitle}</h2>
        <p>{m.noOrganisation}</p>
      </>
    );
  } else {
    content = <Team acting={mine.data.acting} selfId={session.user.id} />;
  }

  return (
    <div className="fr-container fr-my-6w">
      <h1>{m.title}</h1>
      {mine.data && (
        <OrganisationSwitcher
          key={mine.data.acting?.id ?? "none"}
          className="cp-organisation-switcher fr-mb-4w"
          organisations={mine.data.organisations}
          actingId={mine.data.acting?.id ?? null}
          pending={switchTo.isPending}
          onSwitch={(id) => switchTo.mutate(id)}
        />
      )}
      {content}
    </div>
  );
}

function Team({ acting, selfId }: { acting: OrganisationSummary; selfId: number }) {
  const team = useOrganisationMembers(acting.id);
  const manages = mayAct(acting, "members");

  return (
    <>
      <p className="fr-text--lead fr-mb-1w">{acting.name}</p>
      <ul className="fr-badges-group fr-mb-2w">
        <li>
          <VerificationBadge status={acting.verification_status} />
        </li>
        <li>
          <span className="fr-badge fr-badge--info fr-badge--no-icon">
            {m.yourRole(organisationRoleLabels[acting.role])}
          </span>
        </li>
      </ul>
      {!manages && <Alert className="fr-mb-4w" severity="info" small description={m.readOnlyReason} />}

      {team.isError ? (
        <Alert severity="error" as="h2" title={m.loadFailed} description={errorMessage(team.error, "")} />
      ) : !team.data ? (
        <p role="status">{m.loading}</p>
      ) : (
        <>
          <div className="fr-mt-4w">
            <h2 className="fr-h4">{m.membersTitle}</h2>
            <MembersTable
              organisation={team.data.organisation}
              members={team.data.members}
              selfId={selfId}
              manages={manages}
            />
          </div>
          <div className="fr-mt-4w">
            <h2 className="fr-h4">{m.invitationsTitle}</h2>
            <InvitationsTable
              organisationId={acting.id}
              invitations={team.data.invitations}
              manages={manages}
            />
          </div>
          {manages && <InviteForm organisationId={acting.id} />}
        </>
      )}
    </>
  );
}
