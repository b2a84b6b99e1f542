import { Checkbox } from "@codegouvfr/react-dsfr/Checkbox";
import type { LocationFormValues } from "../utils/location-form-values.ts";
import { LocationField, type LocationFormApi } from "./location-field.tsx";

/** Opening hours, price and what the place offers on site. */
export function LocationVisitFieldset({ form }: { form: LocationFormApi }) {
  const free = form.watch("freeEntry");
  const flag = (name: keyof LocationFormValues, label: string, hintText?: string) => ({
    label,
    hintText,
    nativeInputProps: form.register(name),
  });

  return (
    <fieldset className="fr-fieldset" aria-labelledby="location-visit">
      <legend id="location-visit" className="fr-fieldset__legend">
        Visite
      </legend>
      <div className="fr-fieldset__element">
        <LocationField
          form={form}
          name="openingHours"
          label="Horaires d'ouverture"
          hint="Par exemple : du mardi au dimanche, 10 h – 18 h"
        />
      </div>
      <div className="fr-fieldset__element">
        <Checkbox legend="Tarif" options={[flag("freeEntry", "Entrée gratuite")]} />
      </div>
      <div className="fr-fieldset__element">
        <LocationField
          form={form}
          name="entryPrice"
          label="Prix d'entrée (en euros)"
          hint={free ? "Sans objet : l'entrée est gratuite" : "Par exemple : 12,50"}
          inputMode="decimal"
          disabled={free}
        />
      </div>
      <div className="fr-fieldset__element">
        <Checkbox
          legend="Accueil du public"
          options={[
            flag("accessibility", "Accessible aux personnes handicapées"),
            flag("guidedTours", "Visites guidées disponibles"),
            flag("audioGuide", "Audioguide disponible"),
            flag("parkingAvailable", "Parking disponible"),
          ]}
        />
      </div>
      <div className="fr-fieldset__element">
        <LocationField
          form={form}
          name="publicTransport"
          label="Transports en commun"
          hint="Lignes et arrêts les plus proches"
          rows={3}
        />
      </div>
    </fieldset>
  );
}
