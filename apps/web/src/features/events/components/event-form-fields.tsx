import { EVENT_CATEGORIES } from "@culture-patrimoine/contract/constants";
import { sessionMessages } from "@culture-patrimoine/contract/messages";
import type { EventBody } from "@culture-patrimoine/contract/schemas/event";
import { type UseFormReturn, useWatch } from "react-hook-form";
import { AccessibilityFields } from "../../../components/form/accessibility-fields.tsx";
import { ImageField } from "../../../components/form/image-field.tsx";
import { RadioGroupField } from "../../../components/form/radio-group-field.tsx";
import { SelectField } from "../../../components/form/select-field.tsx";
import { TextField } from "../../../components/form/text-field.tsx";
import { type EventFormValues, isFreeTypedPrice } from "../utils/event-form-values.ts";
import { EventSessionsField } from "./event-sessions-field.tsx";

/** The form as the event form's pieces receive it (typed values in, the request body out). */
export type EventFormApi = UseFormReturn<EventFormValues, unknown, EventBody>;

/**
 * Title, category, description, sessions, price and payment, image and accessibility of an event
 * (the venue has its own block).
 */
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
        optional
        hint="Ce que le public va voir, entendre ou découvrir."
        rows={5}
      />
      <EventSessionsField form={form} />
      <TextField
        form={form}
        name="price"
        label="Prix"
        optional
        hint={"En euros, par exemple 12,50\u00a0; laissez vide si l’entrée est gratuite."}
        inputMode="decimal"
      />
      <PaymentModeField form={form} />
      <ImageField form={form} currentName="image_url" id="event-image" label="Image de l’événement" />
      <AccessibilityFields form={form} />
    </>
  );
}

/** How a priced event is paid; a free one has nothing to choose (the body says "free"). */
function PaymentModeField({ form }: { form: EventFormApi }) {
  const price = useWatch({ control: form.control, name: "price" });
  if (isFreeTypedPrice(price))
    return <p className="fr-hint-text fr-mt-n2w fr-mb-3w">{sessionMessages.paymentFree}</p>;
  return (
    <RadioGroupField
      form={form}
      name="payment_mode"
      legend={sessionMessages.paymentLegend}
      options={[
        { value: "on_site", label: sessionMessages.paymentOnSite, hint: sessionMessages.paymentOnSiteHint },
        { value: "online", label: sessionMessages.paymentOnline, hint: sessionMessages.paymentOnlineHint },
      ]}
    />
  );
}
