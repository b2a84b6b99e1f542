import { Accordion } from "@codegouvfr/react-dsfr/Accordion";
import { Button } from "@codegouvfr/react-dsfr/Button";
import { SESSIONS_MAX } from "@culture-patrimoine/contract/constants";
import { sessionMessages as m } from "@culture-patrimoine/contract/messages";
import type { KeyboardEvent, ReactNode } from "react";
import { type FieldPathByValue, type UseFormReturn, useForm } from "react-hook-form";
import { CheckboxGroupField } from "../../../components/form/checkbox-group-field.tsx";
import { TextField } from "../../../components/form/text-field.tsx";
import { bodyResolver } from "../../../lib/body-resolver.ts";
import {
  emptySlotsValues,
  emptyWeeklyValues,
  type Generated,
  generateSlots,
  generateWeekly,
  type SlotsFormValues,
  slotsFormSchema,
  WEEKDAYS,
  type WeeklyFormValues,
  weeklyFormSchema,
} from "../utils/session-generator-form.ts";

const weeklyResolver = bodyResolver(weeklyFormSchema, (values: WeeklyFormValues) => values);
const slotsResolver = bodyResolver(slotsFormSchema, (values: SlotsFormValues) => values);

/** Adds what a generator produced to the event's sessions; false when it was refused. */
export type OnGenerate = (generated: Generated) => boolean;

/**
 * Enter in a generator's field runs that generator: the fields sit inside the event's form, whose
 * own send Enter would otherwise trigger.
 */
function enterRuns(run: () => void) {
  return (event: KeyboardEvent<HTMLDivElement>) => {
    if (
      event.key === "Enter" &&
      event.target instanceof HTMLInputElement &&
      event.target.type !== "checkbox"
    ) {
      event.preventDefault();
      run();
    }
  };
}

/**
 * What both generators share: Enter runs the generator, the hint, the generator's own fields, then
 * the duration and places given to every session, and the button.
 */
function GeneratorFrame<TValues extends { duration: string; capacity: string }, TOutput>({
  form,
  hint,
  iconId,
  run,
  children,
}: {
  form: UseFormReturn<TValues, unknown, TOutput>;
  hint: string;
  iconId: "fr-icon-calendar-line" | "fr-icon-time-line";
  run: () => void;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Enter is caught from the fields inside, which keep their roles.
    <div onKeyDown={enterRuns(run)}>
      <p className="fr-text--sm">{hint}</p>
      {children}
      <div className="fr-grid-row fr-grid-row--gutters">
        <div className="fr-col-12 fr-col-md-6">
          <TextField
            form={form}
            name={"duration" as FieldPathByValue<TValues, string>}
            label={m.durationLabel}
            hint={m.durationHint}
            optional
            inputMode="numeric"
          />
        </div>
        <div className="fr-col-12 fr-col-md-6">
          <TextField
            form={form}
            name={"capacity" as FieldPathByValue<TValues, string>}
            label={m.capacityLabel}
            hint={m.capacityHint}
            optional
            inputMode="numeric"
          />
        </div>
      </div>
      <Button type="button" priority="secondary" iconId={iconId} className="fr-mt-2w" onClick={run}>
        {m.generate}
      </Button>
    </div>
  );
}

function WeeklyGenerator({ onGenerate }: { onGenerate: OnGenerate }) {
  const form = useForm({ resolver: weeklyResolver, defaultValues: emptyWeeklyValues });
  // The schema only checks: the generator reads the fields as typed.
  const run = () =>
    void form.handleSubmit(() => onGenerate(generateWeekly(form.getValues(), SESSIONS_MAX + 1)))();
  return (
    <GeneratorFrame form={form} hint={m.weeklyHint} iconId="fr-icon-calendar-line" run={run}>
      <div className="cp-weekdays">
        <CheckboxGroupField
          form={form}
          legend={m.weekdaysLegend}
          options={WEEKDAYS.map(({ name, label }) => ({ name, label }))}
        />
      </div>
      <div className="fr-grid-row fr-grid-row--gutters">
        <div className="fr-col-12 fr-col-md-4">
          <TextField form={form} name="time" label={m.timeLabel} type="time" />
        </div>
        <div className="fr-col-12 fr-col-md-4">
          <TextField form={form} name="first_day" label={m.firstDayLabel} type="date" />
        </div>
        <div className="fr-col-12 fr-col-md-4">
          <TextField form={form} name="last_day" label={m.lastDayLabel} type="date" />
        </div>
      </div>
    </GeneratorFrame>
  );
}

function SlotsGenerator({ onGenerate }: { onGenerate: OnGenerate }) {
  const form = useForm({ resolver: slotsResolver, defaultValues: emptySlotsValues });
  const run = () => void form.handleSubmit(() => onGenerate(generateSlots(form.getValues())))();
  return (
    <GeneratorFrame form={form} hint={m.slotsHint} iconId="fr-icon-time-line" run={run}>
      <div className="fr-grid-row fr-grid-row--gutters">
        <div className="fr-col-12 fr-col-md-4">
          <TextField form={form} name="day" label={m.dayLabel} type="date" />
        </div>
        <div className="fr-col-12 fr-col-md-8">
          <TextField form={form} name="times" label={m.timesLabel} hint={m.timesHint} rows={2} />
        </div>
      </div>
    </GeneratorFrame>
  );
}

/** The two ways to add many sessions at once, folded until the organiser opens one. */
export function SessionGenerators({ onGenerate }: { onGenerate: OnGenerate }) {
  return (
    <div className="fr-accordions-group fr-mt-3w">
      <Accordion label={m.weeklyTitle} titleAs="h2">
        <WeeklyGenerator onGenerate={onGenerate} />
      </Accordion>
      <Accordion label={m.slotsTitle} titleAs="h2">
        <SlotsGenerator onGenerate={onGenerate} />
      </Accordion>
    </div>
  );
}
