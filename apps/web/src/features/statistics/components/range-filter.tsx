import { statisticsMessages as m } from "@culture-patrimoine/contract/messages";
import { STATISTICS_MAX_DAYS, statisticsRangeProblem } from "@culture-patrimoine/contract/schemas/statistics";
import { useForm } from "react-hook-form";
import { FilterActions } from "../../../components/form/filter-actions.tsx";
import { TextField } from "../../../components/form/text-field.tsx";
import type { StatisticsRange } from "../utils/range-search.ts";

interface RangeValues {
  from: string;
  to: string;
}

/**
 * The season's period: two days, checked by the contract's own rule (the API's 400) before the
 * address changes. The fields show the period on screen, the API's default one included.
 */
export function RangeFilter({
  from,
  to,
  onFilter,
  onReset,
}: {
  from: string;
  to: string;
  onFilter: (range: StatisticsRange) => void;
  onReset: () => void;
}) {
  const form = useForm<RangeValues>({ values: { from, to } });
  const submit = form.handleSubmit((values) => {
    const problem = values.from && values.to ? statisticsRangeProblem(values.from, values.to) : null;
    if (problem) {
      form.setError("to", { message: problem });
      return;
    }
    onFilter({ from: values.from || undefined, to: values.to || undefined });
  });
  return (
    <form onSubmit={submit} noValidate className="fr-mb-4w">
      <fieldset className="fr-fieldset">
        <legend className="fr-fieldset__legend">
          {m.filterLegend}
          <span className="fr-hint-text">{m.filterHint(STATISTICS_MAX_DAYS)}</span>
        </legend>
        <div className="fr-fieldset__element fr-col-12 fr-col-md-6">
          <TextField form={form} name="from" label={m.filterFrom} type="date" />
        </div>
        <div className="fr-fieldset__element fr-col-12 fr-col-md-6">
          <TextField form={form} name="to" label={m.filterTo} type="date" />
        </div>
        <FilterActions submitLabel={m.filterSubmit} resetLabel={m.filterReset} onReset={onReset} />
      </fieldset>
    </form>
  );
}
