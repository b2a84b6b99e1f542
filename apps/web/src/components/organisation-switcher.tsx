import { Button } from "@codegouvfr/react-dsfr/Button";
import { organisationPageMessages as m, organisationRoleLabels } from "@culture-patrimoine/contract/messages";
import type { OrganisationSummary } from "@culture-patrimoine/contract/schemas/organisation";
import { type FormEvent, useState } from "react";
import { SelectControl } from "./form/select-field.tsx";

interface OrganisationSwitcherProps {
  organisations: readonly OrganisationSummary[];
  actingId: number | null;
  pending: boolean;
  onSwitch: (id: number) => void;
  className?: string;
}

/**
 * The organisation a member of several acts for (issue 30): a select and a button rather than a
 * select that acts on change, so moving through the choices with the keyboard switches nothing.
 * Nothing is shown to a member of one organisation or none.
 */
export function OrganisationSwitcher({
  organisations,
  actingId,
  pending,
  onSwitch,
  className,
}: OrganisationSwitcherProps) {
  const [chosen, setChosen] = useState<string>(actingId === null ? "" : String(actingId));
  if (organisations.length < 2) return null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const id = Number(chosen);
    if (Number.isInteger(id) && id > 0 && id !== actingId) onSwitch(id);
  };

  return (
    <form className={className} onSubmit={onSubmit}>
      <SelectControl
        label={m.switchLabel}
        hint={m.switchHint}
        selectProps={{ value: chosen, onChange: (event) => setChosen(event.target.value) }}
        placeholder={actingId === null ? "" : undefined}
        options={organisations.map((organisation) => ({
          value: String(organisation.id),
          label: `${organisation.name} (${organisationRoleLabels[organisation.role].toLowerCase()})`,
        }))}
      />
      <Button type="submit" priority="secondary" size="small" disabled={pending}>
        {m.switchSubmit}
      </Button>
    </form>
  );
}
