import { Select } from "@codegouvfr/react-dsfr/Select";
import { siteMessages } from "@culture-patrimoine/contract/messages";
import type { LieuResponse } from "@culture-patrimoine/contract/schemas/lieu";
import type { ParcoursResponse } from "@culture-patrimoine/contract/schemas/parcours";
import { fieldState } from "../../../components/field-state.ts";
import type { SiteFormApi } from "./site-field.tsx";

interface SiteParcoursFieldProps {
  form: SiteFormApi;
  parcours: readonly ParcoursResponse[];
  /** Set by ?parcours_id=: the route is chosen already and cannot be changed here. */
  lockedId: number | null;
}

/** The route the site is a step of: one of the organiser's own, or the one the link imposes. */
export function SiteParcoursField({ form, parcours, lockedId }: SiteParcoursFieldProps) {
  const error = form.formState.errors.parcours_id;
  if (lockedId !== null) {
    const locked = parcours.find((item) => item.id === lockedId);
    return (
      <Select
        label="Parcours *"
        hint="Choisi depuis la page du parcours : il ne peut pas être changé ici."
        disabled
        {...(locked
          ? fieldState(error)
          : { state: "error", stateRelatedMessage: siteMessages.parcoursNotYours })}
        nativeSelectProps={{ defaultValue: String(lockedId), name: "parcours_id_locked" }}
      >
        <option value={String(lockedId)}>{locked ? locked.title : `Parcours n° ${lockedId}`}</option>
      </Select>
    );
  }
  return (
    <Select
      label="Parcours *"
      hint="Le site devient une étape de ce parcours."
      {...fieldState(error)}
      nativeSelectProps={{ ...form.register("parcours_id"), "aria-invalid": error ? true : undefined }}
    >
      <option value="">Sélectionnez un de vos parcours</option>
      {parcours.map((item) => (
        <option key={item.id} value={String(item.id)}>
          {item.title}
        </option>
      ))}
    </Select>
  );
}

/** The venue the site belongs to, if any: one of the organiser's own. */
export function SiteLieuField({ form, lieux }: { form: SiteFormApi; lieux: readonly LieuResponse[] }) {
  const error = form.formState.errors.id_lieu;
  return (
    <Select
      label="Lieu"
      hint={lieux.length === 0 ? "Vous n'avez pas encore créé de lieu." : "Facultatif : un de vos lieux."}
      {...fieldState(error)}
      nativeSelectProps={{ ...form.register("id_lieu"), "aria-invalid": error ? true : undefined }}
    >
      <option value="">Aucun lieu</option>
      {lieux.map((lieu) => (
        <option key={lieu.id} value={String(lieu.id)}>
          {lieu.nom} ({lieu.ville})
        </option>
      ))}
    </Select>
  );
}
