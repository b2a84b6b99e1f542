import { adminMessages as m } from "@culture-patrimoine/contract/messages";
import { type AuditLogFilter, auditLogFilterSchema } from "@culture-patrimoine/contract/schemas/admin";
import { useForm } from "react-hook-form";
import { FilterActions } from "../../../components/form/filter-actions.tsx";
import { SelectField } from "../../../components/form/select-field.tsx";
import { TextField } from "../../../components/form/text-field.tsx";
import { bodyResolver } from "../../../lib/body-resolver.ts";
import type { AuditFilterValues } from "../utils/audit-log-search.ts";

const actionOptions = Object.entries(m.actionLabels).map(([value, label]) => ({ value, label }));

interface AuditLogFiltersProps {
  values: AuditFilterValues;
  onFilter: (filter: AuditLogFilter) => void;
  onReset: () => void;
}

/** The audit log's filters, checked by the API's own schema before the address changes. */
export function AuditLogFilters({ values, onFilter, onReset }: AuditLogFiltersProps) {
  const form = useForm<AuditFilterValues, unknown, AuditLogFilter>({
    resolver: bodyResolver(auditLogFilterSchema, (typed: AuditFilterValues) => typed),
    values,
  });
  return (
    <form onSubmit={form.handleSubmit(onFilter)} noValidate className="fr-mb-4w">
      <fieldset className="fr-fieldset">
        <legend className="fr-fieldset__legend">{m.filtersLegend}</legend>
        <div className="fr-fieldset__element fr-col-12 fr-col-md-6">
          <SelectField
            form={form}
            name="action"
            label={m.filterAction}
            options={actionOptions}
            placeholder={m.filterActionAll}
          />
        </div>
        <div className="fr-fieldset__element fr-col-12 fr-col-md-6">
          <TextField form={form} name="actor" label={m.filterActor} maxLength={200} />
        </div>
        <div className="fr-fieldset__element fr-col-12 fr-col-md-6">
          <TextField form={form} name="target_type" label={m.filterTargetType} maxLength={200} />
        </div>
        <div className="fr-fieldset__element fr-col-12 fr-col-md-6">
          <TextField form={form} name="target_id" label={m.filterTargetId} inputMode="numeric" />
        </div>
        <div className="fr-fieldset__element fr-col-12 fr-col-md-6">
          <TextField form={form} name="from" label={m.filterFrom} type="date" />
        </div>
        <div className="fr-fieldset__element fr-col-12 fr-col-md-6">
          <TextField form={form} name="to" label={m.filterTo} type="date" />
        </div>
        <div className="fr-fieldset__element">
          <TextField form={form} name="q" label={m.filterReason} maxLength={200} />
        </div>
        <FilterActions submitLabel={m.filterSubmit} resetLabel={m.filterReset} onReset={onReset} />
      </fieldset>
    </form>
  );
}
