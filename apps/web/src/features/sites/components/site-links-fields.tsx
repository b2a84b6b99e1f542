import { siteMessages } from "@culture-patrimoine/contract/messages";
import type { LieuResponse } from "@culture-patrimoine/contract/schemas/lieu";
import type { ParcoursResponse } from "@culture-patrimoine/contract/schemas/parcours";
import type { SiteFormOutput } from "@culture-patrimoine/contract/schemas/site";
import { type UseFormReturn, useFormState } from "react-hook-form";
import { SelectControl, SelectField } from "../../../components/form/select-field.tsx";
import { LieuField } from "../../../components/lieu-field.tsx";
import type { SiteFormState } from "../utils/site-form-values.ts";

/** The form as the site form's pieces receive it (typed state in, validated values out). */
export type SiteFormApi = UseFormReturn<SiteFormState, unknown, SiteFormOutput>;

interface SiteParcoursFieldProps {
  form: SiteFormApi;
  parcours: readonly ParcoursResponse[];
  /** Set by ?parcours_id=: the route is chosen already and cannot be changed here. */
  lockedId: number | null;
}

/** The route the site is a step of: one of the organiser's own, or the one the link imposes. */
export function SiteParcoursField({ form, parcours, lockedId }: SiteParcoursFieldProps) {
  const { errors } = useFormState({ control: form.control, name: "parcours_id" });
  if (lockedId !== null) {
    const locked = parcours.find((item) => item.id === lockedId);
    return (
      <SelectControl
        label="Parcours"
        hint={"Choisi depuis la page du parcours\u00a0: il ne peut pas être changé ici."}
        disabled
        error={locked ? errors.parcours_id?.message : siteMessages.parcoursNotYours}
        selectProps={{ defaultValue: String(lockedId), name: "parcours_id_locked" }}
        options={[{ value: String(lockedId), label: locked ? locked.title : `Parcours n° ${lockedId}` }]}
      />
    );
  }
  return (
    <SelectField
      form={form}
      name="parcours_id"
      label="Parcours"
      hint="Le site devient une étape de ce parcours."
      placeholder="Sélectionnez un de vos parcours"
      options={parcours.map((item) => ({ value: String(item.id), label: item.title }))}
    />
  );
}

/** The venue the site belongs to, if any: any venue (venues are public places, issue 28). */
export function SiteLieuField({ form, lieux }: { form: SiteFormApi; lieux: readonly LieuResponse[] }) {
  return (
    <LieuField form={form} name="id_lieu" label="Lieu" optional placeholder="Aucun lieu" lieux={lieux} />
  );
}
