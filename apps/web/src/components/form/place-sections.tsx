import type { FieldPathByValue, FieldValues, UseFormReturn } from "react-hook-form";
import { EmailField, WebsiteField } from "./contact-fields.tsx";
import { FormSection } from "./form-section.tsx";
import { TextField } from "./text-field.tsx";

type TextName<TValues extends FieldValues> = FieldPathByValue<TValues, string>;

/** One field of a section whose name (and wording, where places differ) each form gives. */
interface SectionField<TValues extends FieldValues> {
  name: TextName<TValues>;
  hint: string;
}

interface PlaceSectionProps<TValues extends FieldValues, TContext, TOutput> {
  form: UseFormReturn<TValues, TContext, TOutput>;
  /** The legend's id, which names the group. */
  id: string;
}

interface PlaceContactSectionProps<TValues extends FieldValues, TContext, TOutput>
  extends PlaceSectionProps<TValues, TContext, TOutput> {
  phone: SectionField<TValues>;
  email: TextName<TValues>;
  website: TextName<TValues>;
}

/**
 * A place's phone, e-mail and website, each of which may stay empty. Not a person's: the browser
 * must not fill in the visitor's.
 */
export function PlaceContactSection<TValues extends FieldValues, TContext, TOutput>({
  form,
  id,
  phone,
  email,
  website,
}: PlaceContactSectionProps<TValues, TContext, TOutput>) {
  return (
    <FormSection id={id} legend="Contact">
      <TextField form={form} name={phone.name} label="Téléphone" hint={phone.hint} type="tel" optional />
      <EmailField form={form} name={email} autoComplete="off" optional />
      <WebsiteField form={form} name={website} optional />
    </FormSection>
  );
}

interface PlaceHeritageSectionProps<TValues extends FieldValues, TContext, TOutput>
  extends PlaceSectionProps<TValues, TContext, TOutput> {
  period: SectionField<TValues>;
  style: SectionField<TValues>;
  /** What to see there, which each kind of place names its own way. */
  features: SectionField<TValues> & { label: string };
}

/**
 * A place's history: its period and style side by side, then what makes it worth the visit; all
 * may stay empty.
 */
export function PlaceHeritageSection<TValues extends FieldValues, TContext, TOutput>({
  form,
  id,
  period,
  style,
  features,
}: PlaceHeritageSectionProps<TValues, TContext, TOutput>) {
  return (
    <FormSection id={id} legend="Histoire et patrimoine">
      <div className="fr-grid-row fr-grid-row--gutters">
        <div className="fr-col-12 fr-col-sm-6">
          <TextField form={form} name={period.name} label="Période historique" hint={period.hint} optional />
        </div>
        <div className="fr-col-12 fr-col-sm-6">
          <TextField form={form} name={style.name} label="Style architectural" hint={style.hint} optional />
        </div>
      </div>
      <TextField
        form={form}
        name={features.name}
        label={features.label}
        hint={features.hint}
        rows={3}
        optional
      />
    </FormSection>
  );
}
