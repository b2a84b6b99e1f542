import type { LocationBody } from "@culture-patrimoine/contract/schemas/location";
import type { UseFormReturn } from "react-hook-form";
import { CheckboxGroupField } from "../../../components/form/checkbox-group-field.tsx";
import { FormSection } from "../../../components/form/form-section.tsx";
import { TextField } from "../../../components/form/text-field.tsx";
import type { LocationFormValues } from "../utils/location-form-values.ts";

/** The form as the location form's pieces receive it (typed values in, the request body out). */
type LocationFormApi = UseFormReturn<LocationFormValues, unknown, LocationBody>;

/** Opening hours, price and what the place offers on site. */
export function LocationVisitFieldset({ form }: { form: LocationFormApi }) {
  const free = form.watch("freeEntry");

  return (
    <FormSection id="location-visit" legend="Visite">
      <TextField
        form={form}
        name="openingHours"
        label="Horaires d’ouverture"
        optional
        hint={"Par exemple\u00a0: du mardi au dimanche, 10 h – 18 h"}
      />
      <CheckboxGroupField
        form={form}
        legend="Tarif"
        options={[{ name: "freeEntry", label: "Entrée gratuite" }]}
      />
      <TextField
        form={form}
        name="entryPrice"
        label="Prix d’entrée (en euros)"
        optional
        hint={free ? "Sans objet\u00a0: l’entrée est gratuite" : "Par exemple\u00a0: 12,50"}
        inputMode="decimal"
        disabled={free}
      />
      <CheckboxGroupField
        form={form}
        legend="Accueil du public"
        options={[
          { name: "accessibility", label: "Accessible aux personnes handicapées" },
          { name: "guidedTours", label: "Visites guidées disponibles" },
          { name: "audioGuide", label: "Audioguide disponible" },
          { name: "parkingAvailable", label: "Parking disponible" },
        ]}
      />
      <TextField
        form={form}
        name="publicTransport"
        label="Transports en commun"
        optional
        hint="Lignes et arrêts les plus proches"
        rows={3}
      />
    </FormSection>
  );
}
