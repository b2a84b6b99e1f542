import { Input } from "@codegouvfr/react-dsfr/Input";
import { Select } from "@codegouvfr/react-dsfr/Select";
import { EVENT_CATEGORIES } from "@culture-patrimoine/contract/constants";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { fieldState } from "../../../components/field-state.ts";
import type { EventFormValues } from "../utils/event-form-values.ts";

interface EventFormFieldsProps {
  register: UseFormRegister<EventFormValues>;
  errors: FieldErrors<EventFormValues>;
}

/** Title, category, description, dates, price and image of an event (the venue has its own block). */
export function EventFormFields({ register, errors }: EventFormFieldsProps) {
  const invalid = (name: keyof EventFormValues) => (errors[name] ? true : undefined);
  return (
    <>
      <Input
        label="Titre"
        {...fieldState(errors.title)}
        nativeInputProps={{ ...register("title"), autoComplete: "off", "aria-invalid": invalid("title") }}
      />
      <Select
        label="Catégorie"
        {...fieldState(errors.category)}
        nativeSelectProps={{ ...register("category"), "aria-invalid": invalid("category") }}
      >
        <option value="">Choisir une catégorie</option>
        {EVENT_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {category}
          </option>
        ))}
      </Select>
      <Input
        label="Description"
        hintText="Facultatif. Ce que le public va voir, entendre ou découvrir."
        textArea
        {...fieldState(errors.description)}
        nativeTextAreaProps={{ ...register("description"), rows: 5, "aria-invalid": invalid("description") }}
      />
      <div className="fr-grid-row fr-grid-row--gutters fr-mb-3w">
        <div className="fr-col-12 fr-col-md-6">
          <Input
            label="Début"
            hintText="Date et heure, heure de Paris"
            {...fieldState(errors.date_start)}
            nativeInputProps={{
              ...register("date_start"),
              type: "datetime-local",
              "aria-invalid": invalid("date_start"),
            }}
          />
        </div>
        <div className="fr-col-12 fr-col-md-6">
          <Input
            label="Fin"
            hintText="Facultatif. Date et heure, heure de Paris"
            {...fieldState(errors.date_end)}
            nativeInputProps={{
              ...register("date_end"),
              type: "datetime-local",
              "aria-invalid": invalid("date_end"),
            }}
          />
        </div>
      </div>
      <Input
        label="Prix"
        hintText="Facultatif. En euros, par exemple 12,50 ; laissez vide si l'entrée est gratuite."
        {...fieldState(errors.price)}
        nativeInputProps={{
          ...register("price"),
          inputMode: "decimal",
          autoComplete: "off",
          "aria-invalid": invalid("price"),
        }}
      />
      <Input
        label="Adresse de l'image"
        hintText="Facultatif. Une adresse web commençant par https://"
        {...fieldState(errors.image_url)}
        nativeInputProps={{
          ...register("image_url"),
          type: "url",
          autoComplete: "off",
          spellCheck: false,
          "aria-invalid": invalid("image_url"),
        }}
      />
    </>
  );
}
