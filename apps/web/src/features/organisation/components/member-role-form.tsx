import { Button } from "@codegouvfr/react-dsfr/Button";
import { organisationPageMessages as m } from "@culture-patrimoine/contract/messages";
import type { Member } from "@culture-patrimoine/contract/schemas/organisation";
import { type FormEvent, useState } from "react";
import { SelectControl } from "../../../components/form/select-field.tsx";
import { errorMessage } from "../../../lib/api-error.ts";
import { toast } from "../../../lib/toast.ts";
import { useChangeMemberRole } from "../api/change-member-role.ts";
import { roleSelectOptions, toRole } from "../utils/role-options.ts";

interface MemberRoleFormProps {
  organisationId: number;
  member: Member;
  name: string;
}

/** A member's role: a select and its own save button (a select that saved on change would act on arrow keys). */
export function MemberRoleForm({ organisationId, member, name }: MemberRoleFormProps) {
  const [chosen, setChosen] = useState<string>(member.role);
  const change = useChangeMemberRole();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const role = toRole(chosen);
    if (role === null || role === member.role) return;
    try {
      await change.mutateAsync({ organisationId, userId: member.user_id, body: { role } });
      toast.success(undefined, m.roleSaved(name));
    } catch (error) {
      // LAST_RESPONSABLE and the other refusals come in French from the server.
      toast.error(m.roleFailed, errorMessage(error, m.roleFailed));
      setChosen(member.role);
    }
  };

  return (
    <form className="cp-member-role" onSubmit={(event) => void onSubmit(event)}>
      <SelectControl
        label={<span className="fr-sr-only">{m.roleSelectLabel(name)}</span>}
        selectProps={{ value: chosen, onChange: (event) => setChosen(event.target.value) }}
        options={roleSelectOptions()}
      />
      <Button
        type="submit"
        priority="secondary"
        size="small"
        disabled={change.isPending || chosen === member.role}
        nativeButtonProps={{ "aria-label": m.roleSaveFor(name) }}
      >
        {m.roleSave}
      </Button>
    </form>
  );
}
