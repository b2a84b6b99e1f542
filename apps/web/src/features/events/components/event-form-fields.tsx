import { EVENT_CATEGORIES } from "@culture-patrimoine/contract/constants";
import type { EventBody } from "@culture-patrimoine/contract/schemas/event";
import type { UseFormReturn } from "react-hook-form";
import { SelectField } from "../../../components/form/select-field.tsx";
import { TextField } from "../../../components/form/text-field.tsx";
import type { EventFormValues } from "../utils/event-form-values.ts";

/** The form as the event form's pieces receive it (typed values in, the request body out). */
export type EventFormApi = UseFormReturn<EventFormValues, unknown, EventBody>;

/** Title, category, description, dates, price and image of an event (the venue has its own block). */
export function EventFormFields({ form }: { form: EventFormApi }) {
  return (
    <>
      <TextField form={form} name="title" label="Titre" />
      <SelectField
        form={form}
        name="category"
        label="Catégorie"
        placeholder="Choisir une catégorie"
        options={EVENT_CATEGORIES}
      />
      <TextField
        form={form}
        name="description"
        label="Description"
        hint="Facultatif. Ce que le public va voir, entendre ou découvrir."
        rows={5}
      />
      <div className="fr-grid-row fr-grid-row--gutters fr-mb-3w">
        <div className="fr-col-12 fr-col-md-6">
          <TextField
            form={form}
            name="date_start"
            label="Début"
            hint="Date et heure, heure de Paris"
            type="datetime-local"
          />
        </div>
        <div className="fr-col-12 fr-col-md-6">
          <TextField
            form={form}
            name="date_end"
            label="Fin"
            hint="Facultatif. Date et heure, heure de Paris"
            type="datetime-local"
          />
        </div>
      </div>
      <TextField
        form={form}
        name="price"
        label="Prix"
        hint="Facultatif. En euros, par exemple 12,50 ; laissez vide si l'entrée est gratuite."
        inputMode="decimal"
      />
      <TextField
        form={form}
        name="image_url"
        label="Adresse de l'image"
        hint="Facultatif. Une adresse web commençant par https://"
        type="url"
        spellCheck={false}
      />
    </>
  );
}
