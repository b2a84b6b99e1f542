import { Button } from "@codegouvfr/react-dsfr/Button";
import { formatSessionStart } from "@culture-patrimoine/contract/french-dates";
import { organisationPageMessages as m, organisationRoleLabels } from "@culture-patrimoine/contract/messages";
import type { PendingInvitation } from "@culture-patrimoine/contract/schemas/organisation";
import { ScrollingTable } from "../../../components/scrolling-table.tsx";
import { deleteWithConfirm } from "../../../lib/delete-with-confirm.ts";
import { useRevokeInvitation } from "../api/revoke-invitation.ts";

interface InvitationsTableProps {
  organisationId: number;
  invitations: PendingInvitation[];
  /** A responsable: each invitation may be revoked. */
  manages: boolean;
}

/** The invitations still open: who, as what, sent and valid until when; a responsable revokes them. */
export function InvitationsTable({ organisationId, invitations, manages }: InvitationsTableProps) {
  const revoke = useRevokeInvitation();
  if (invitations.length === 0) return <p>{m.noInvitations}</p>;

  const onRevoke = (invitation: PendingInvitation) =>
    deleteWithConfirm(
      {
        confirm: m.revokeConfirm(invitation.email),
        success: m.revokeDone(invitation.email),
        failed: m.revokeFailed,
      },
      () => revoke.mutateAsync({ organisationId, invitationId: invitation.id }),
    );

  return (
    <ScrollingTable
      label={m.invitationsTitle}
      caption={m.invitationsCaption(invitations.length)}
      columns={[
        m.columnInvitedEmail,
        m.columnRole,
        m.columnSent,
        m.columnExpires,
        ...(manages ? [m.columnActions] : []),
      ]}
    >
      {invitations.map((invitation) => (
        <tr key={invitation.id}>
          <th scope="row">{invitation.email}</th>
          <td>{organisationRoleLabels[invitation.role]}</td>
          <td>
            <time dateTime={invitation.invited_at}>{formatSessionStart(invitation.invited_at)}</time>
          </td>
          <td>
            <time dateTime={invitation.expires_at}>{formatSessionStart(invitation.expires_at)}</time>
          </td>
          {manages && (
            <td>
              <Button
                priority="tertiary"
                size="small"
                iconId="fr-icon-close-line"
                disabled={revoke.isPending}
                nativeButtonProps={{ "aria-label": m.revokeFor(invitation.email) }}
                onClick={() => void onRevoke(invitation)}
              >
                {m.revoke}
              </Button>
            </td>
          )}
        </tr>
      ))}
    </ScrollingTable>
  );
}
