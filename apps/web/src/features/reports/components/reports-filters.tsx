import { Button } from "@codegouvfr/react-dsfr/Button";
import { MODERATED_KINDS } from "@culture-patrimoine/contract/constants";
import { reportAdminMessages as a, reportMessages as r } from "@culture-patrimoine/contract/messages";
import { REPORT_STATUSES } from "@culture-patrimoine/contract/schemas/reports";
import { useForm } from "react-hook-form";
import { SelectField } from "../../../components/form/select-field.tsx";
import type { ReportsFilterValues } from "../utils/reports-search.ts";

const statusOptions = REPORT_STATUSES.map((status) => ({ value: status, label: a.statusLabels[status] }));
const kindOptions = MODERATED_KINDS.map((kind) => ({ value: kind, label: r.itemLabel[kind] }));

interface ReportsFiltersProps {
  values: ReportsFilterValues;
  onFilter: (filter: ReportsFilterValues) => void;
}

/** Open or treated reports, and the kind of content: two closed choices, nothing to validate. */
export function ReportsFilters({ values, onFilter }: ReportsFiltersProps) {
  const form = useForm<ReportsFilterValues>({ values });
  return (
    <form onSubmit={form.handleSubmit(onFilter)} noValidate className="fr-mb-4w">
      <fieldset className="fr-fieldset">
        <legend className="fr-fieldset__legend">{a.filtersLegend}</legend>
        <div className="fr-fieldset__element fr-col-12 fr-col-md-6">
          <SelectField form={form} name="status" label={a.filterStatus} options={statusOptions} />
        </div>
        <div className="fr-fieldset__element fr-col-12 fr-col-md-6">
          <SelectField
            form={form}
            name="kind"
            label={a.filterKind}
            options={kindOptions}
            placeholder={a.filterKindAll}
          />
        </div>
        <div className="fr-fieldset__element">
          <Button type="submit">{a.filterSubmit}</Button>
        </div>
      </fieldset>
    </form>
  );
}
