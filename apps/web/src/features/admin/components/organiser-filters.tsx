import { VERIFICATION_STATUSES } from "@culture-patrimoine/contract/constants";
import { organiserAdminMessages as m } from "@culture-patrimoine/contract/messages";
import { organiserFilterSchema } from "@culture-patrimoine/contract/schemas/organisers";
import { useForm } from "react-hook-form";
import { FilterActions } from "../../../components/form/filter-actions.tsx";
import { SelectField } from "../../../components/form/select-field.tsx";
import { TextField } from "../../../components/form/text-field.tsx";
import { bodyResolver } from "../../../lib/body-resolver.ts";
import type { OrganiserFilter, OrganiserFilterValues } from "../utils/organisers-search.ts";

const statusOptions = VERIFICATION_STATUSES.map((status) => ({ value: status, label: m.status[status] }));

interface OrganiserFiltersProps {
  values: OrganiserFilterValues;
  onFilter: (filter: OrganiserFilter) => void;
  onReset: () => void;
}

/** The list's state and search, checked by the API's own schema before the address changes. */
export function OrganiserFilters({ values, onFilter, onReset }: OrganiserFiltersProps) {
  const form = useForm<OrganiserFilterValues, unknown, OrganiserFilter>({
    resolver: bodyResolver(organiserFilterSchema, (typed: OrganiserFilterValues) => typed),
    values,
  });
  return (
    <form onSubmit={form.handleSubmit(onFilter)} noValidate className="fr-mb-4w">
      <fieldset className="fr-fieldset">
        <legend className="fr-fieldset__legend">{m.filtersLegend}</legend>
        <div className="fr-fieldset__element fr-col-12 fr-col-md-4">
          <SelectField
            form={form}
            name="status"
            label={m.filterStatus}
            options={statusOptions}
            placeholder={m.filterStatusAll}
          />
        </div>
        <div className="fr-fieldset__element fr-col-12 fr-col-md-8">
          <TextField form={form} name="q" label={m.filterSearch} maxLength={200} />
        </div>
        <FilterActions submitLabel={m.filterSubmit} resetLabel={m.filterReset} onReset={onReset} />
      </fieldset>
    </form>
  );
}
