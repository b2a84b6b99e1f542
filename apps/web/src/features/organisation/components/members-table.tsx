import { Button } from "@codegouvfr/react-dsfr/Button";
import { formatDayInSentence } from "@culture-patrimoine/contract/french-dates";
import { organisationPageMessages as m, organisationRoleLabels } from "@culture-patrimoine/contract/messages";
import type { Member } from "@culture-patrimoine/contract/schemas/organisation";
import { ScrollingTable } from "../../../components/scrolling-table.tsx";
import { deleteWithConfirm } from "../../../lib/delete-with-confirm.ts";
import { joinFullName } from "../../../lib/person-name.ts";
import { useLeaveOrganisation, useRemoveMember } from "../api/remove-member.ts";
import { memberActions } from "../utils/member-actions.ts";
import { MemberRoleForm } from "./member-role-form.tsx";

interface MembersTableProps {
  organisation: { id: number; name: string };
  members: Member[];
  selfId: number;
  /** A responsable: role changes and removals. */
  manages: boolean;
}

/**
 * The team as a DSFR table; on a phone it scrolls sideways inside its frame (keyboard too), each
 * row's name staying its header.
 */
export function MembersTable({ organisation, members, selfId, manages }: MembersTableProps) {
  const remove = useRemoveMember();
  const leave = useLeaveOrganisation();

  const onRemove = (member: Member, name: string) =>
    deleteWithConfirm(
      { confirm: m.removeConfirm(name), success: m.removeDone(name), failed: m.removeFailed },
      () => remove.mutateAsync({ organisationId: organisation.id, userId: member.user_id }),
    );
  const onLeave = () =>
    deleteWithConfirm(
      {
        confirm: m.leaveConfirm(organisation.name),
        success: m.leaveDone(organisation.name),
        failed: m.leaveFailed,
      },
      () => leave.mutateAsync({ organisationId: organisation.id, userId: selfId }),
    );

  return (
    <ScrollingTable
      label={m.membersTitle}
      caption={m.membersCaption(members.length)}
      columns={[m.columnName, m.columnEmail, m.columnRole, m.columnSince, m.columnActions]}
    >
      {members.map((member) => {
        const name = joinFullName(member.first_name, member.last_name) || member.email;
        const actions = memberActions(member, { selfId, manages });
        return (
          <tr key={member.user_id}>
            <th scope="row">
              {name}
              {member.user_id === selfId && <> {m.you}</>}
            </th>
            <td>{member.email}</td>
            <td>
              {actions.changeRole ? (
                <MemberRoleForm organisationId={organisation.id} member={member} name={name} />
              ) : (
                organisationRoleLabels[member.role]
              )}
            </td>
            <td>
              <time dateTime={member.joined_at}>{formatDayInSentence(member.joined_at)}</time>
            </td>
            <td>
              {actions.remove && (
                <Button
                  priority="tertiary"
                  size="small"
                  iconId="fr-icon-delete-line"
                  disabled={remove.isPending}
                  nativeButtonProps={{ "aria-label": m.removeFor(name) }}
                  onClick={() => void onRemove(member, name)}
                >
                  {m.remove}
                </Button>
              )}
              {actions.leave && (
                <Button
                  priority="tertiary"
                  size="small"
                  iconId="fr-icon-logout-box-r-line"
                  disabled={leave.isPending}
                  onClick={() => void onLeave()}
                >
                  {m.leave}
                </Button>
              )}
            </td>
          </tr>
        );
      })}
    </ScrollingTable>
  );
}
