import { ButtonsGroup } from "@codegouvfr/react-dsfr/ButtonsGroup";
import { Input } from "@codegouvfr/react-dsfr/Input";
import { lieuMessages } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import { type LieuBody, type LieuResponse, lieuBodySchema } from "@culture-patrimoine/contract/schemas/lieu";
import { useForm } from "react-hook-form";
import { useLocation, useNavigate } from "react-router";
import { fieldState } from "../../../components/field-state.ts";
import { errorMessage } from "../../../lib/api-error.ts";
import { bodyResolver } from "../../../lib/body-resolver.ts";
import { applyServerErrors } from "../../../lib/form-errors.ts";
import { toast } from "../../../lib/toast.ts";
import { useCreateLieu } from "../api/create-lieu.ts";
import { useUpdateLieu } from "../api/update-lieu.ts";
import {
  emptyLieuForm,
  type LieuFormValues,
  lieuFields,
  toLieuBody,
  toLieuFormValues,
} from "../utils/lieu-form-values.ts";

const resolver = bodyResolver(lieuBodySchema, toLieuBody);

interface LieuFormProps {
  /** The venue being edited; none to create one. */
  lieu?: LieuResponse;
}

/** SPEC §2 venue form: creating leads on to a route in that venue, editing back to /lieux. */
export function LieuForm({ lieu }: LieuFormProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const create = useCreateLieu();
  const update = useUpdateLieu(lieu?.id ?? 0);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LieuFormValues, unknown, LieuBody>({
    resolver,
    defaultValues: lieu ? toLieuFormValues(lieu) : emptyLieuForm,
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      if (lieu) {
        await update.mutateAsync(body);
        toast.success(lieuMessages.updateSuccessTitle, `« ${body.nom} » a été mis à jour.`);
        await navigate(paths.lieux.getHref());
      } else {
        const created = await create.mutateAsync(body);
        toast.success(
          lieuMessages.createSuccessTitle,
          `« ${created.nom} » est enregistré : créez maintenant un parcours dans ce lieu.`,
        );
        await navigate(paths.parcoursCreate.getHref({ lieu_id: created.id }));
      }
    } catch (error) {
      applyServerErrors(error, setError, { fields: lieuFields });
      toast.error(lieuMessages.saveFailed, errorMessage(error, lieuMessages.saveFailed));
    }
  });

  const goBack = () => void (location.key === "default" ? navigate(paths.lieux.getHref()) : navigate(-1));

  const text = (
    name: keyof LieuFormValues,
    label: string,
    extra: { hint?: string; type?: string; autoComplete?: string } = {},
  ) => (
    <Input
      label={label}
      hintText={extra.hint}
      {...fieldState(errors[name])}
      nativeInputProps={{
        ...register(name),
        type: extra.type ?? "text",
        autoComplete: extra.autoComplete ?? "off",
        "aria-invalid": errors[name] ? true : undefined,
      }}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label={lieu ? "Modifier le lieu" : "Créer un lieu"}>
      <p className="fr-hint-text">Les champs marqués d'un astérisque (*) sont obligatoires.</p>
      <fieldset className="fr-fieldset" aria-labelledby="lieu-identity">
        <legend id="lieu-identity" className="fr-fieldset__legend">
          Le lieu
        </legend>
        <div className="fr-fieldset__element">
          {text("nom", "Nom du lieu *", { hint: "Par exemple : Abbaye de Fontenay" })}
        </div>
        <div className="fr-fieldset__element">
          <div className="fr-grid-row fr-grid-row--gutters">
            <div className="fr-col-12 fr-col-sm-6">
              {text("ville", "Ville *", { hint: "Par exemple : Montbard", autoComplete: "address-level2" })}
            </div>
            <div className="fr-col-12 fr-col-sm-6">
              {text("pays", "Pays", { hint: "France si laissé vide", autoComplete: "country-name" })}
            </div>
          </div>
        </div>
        <div className="fr-fieldset__element">
          <Input
            label="Description"
            hintText="Ce que le public y trouve : histoire, collections, accès…"
            textArea
            {...fieldState(errors.description)}
            nativeTextAreaProps={{
              ...register("description"),
              rows: 5,
              "aria-invalid": errors.description ? true : undefined,
            }}
          />
        </div>
      </fieldset>
      <fieldset className="fr-fieldset" aria-labelledby="lieu-links">
        <legend id="lieu-links" className="fr-fieldset__legend">
          Liens
        </legend>
        <div className="fr-fieldset__element">
          {text("site_web", "Site web", {
            hint: "Adresse complète, par exemple : https://www.exemple.fr",
            type: "url",
          })}
        </div>
        <div className="fr-fieldset__element">
          {text("image", "Image (adresse web)", {
            hint: "Adresse d'une photo du lieu, commençant par https://",
            type: "url",
          })}
        </div>
      </fieldset>
      <ButtonsGroup
        inlineLayoutWhen="sm and up"
        buttons={[
          {
            children: lieu ? "Enregistrer les modifications" : "Créer le lieu",
            type: "submit",
            disabled: isSubmitting,
          },
          { children: "Annuler", priority: "secondary", type: "button", onClick: goBack },
        ]}
      />
    </form>
  );
}
