import { MODERATED_KINDS, MODERATION_STATUSES } from "@culture-patrimoine/contract/constants";
import { moderationMessages as m } from "@culture-patrimoine/contract/messages";
import { useForm } from "react-hook-form";
import { CheckboxGroupField } from "../../../components/form/checkbox-group-field.tsx";
import { FilterActions } from "../../../components/form/filter-actions.tsx";
import { SelectField } from "../../../components/form/select-field.tsx";
import { TextField } from "../../../components/form/text-field.tsx";

export const QUEUE_FILTER_FIELDS = ["status", "kind", "q", "reported"] as const;

export interface QueueFilterValues {
  status: string;
  kind: string;
  q: string;
  reported: boolean;
}

const statusOptions = MODERATION_STATUSES.map((status) => ({ value: status, label: m.status[status] }));
const kindOptions = MODERATED_KINDS.map((kind) => ({ value: kind, label: m.kinds[kind] ?? kind }));

interface ModerationQueueFiltersProps {
  values: QueueFilterValues;
  onFilter: (values: QueueFilterValues) => void;
  onReset: () => void;
}

/** The queue's filters: state (waiting by default), kind, text, reported only. */
export function ModerationQueueFilters({ values, onFilter, onReset }: ModerationQueueFiltersProps) {
  const form = useForm<QueueFilterValues>({ values });
  return (
    <form onSubmit={form.handleSubmit(onFilter)} noValidate className="fr-mb-4w">
      <fieldset className="fr-fieldset">
        <legend className="fr-fieldset__legend">{m.filtersLegend}</legend>
        <div className="fr-fieldset__element fr-col-12 fr-col-md-6">
          <SelectField form={form} name="status" label={m.filterStatus} options={statusOptions} />
        </div>
        <div className="fr-fieldset__element fr-col-12 fr-col-md-6">
          <SelectField
            form={form}
            name="kind"
            label={m.filterKind}
            options={kindOptions}
            placeholder={m.filterKindAll}
          />
        </div>
        <div className="fr-fieldset__element">
          <TextField form={form} name="q" label={m.filterQuery} maxLength={200} />
        </div>
        <div className="fr-fieldset__element">
          <CheckboxGroupField form={form} options={[{ name: "reported", label: m.filterReported }]} />
        </div>
        <FilterActions submitLabel={m.filterSubmit} resetLabel={m.filterReset} onReset={onReset} />
      </fieldset>
    </form>
  );
}
