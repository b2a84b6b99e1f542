import { Button } from "@codegouvfr/react-dsfr/Button";
import { Input } from "@codegouvfr/react-dsfr/Input";
import { Select } from "@codegouvfr/react-dsfr/Select";
import { accountMessages, toastTitles } from "@culture-patrimoine/contract/messages";
import {
  type PublicUser,
  type UserUpdateBody,
  userUpdateBodySchema,
} from "@culture-patrimoine/contract/schemas/user";
import { useForm } from "react-hook-form";
import { fieldState } from "../../../components/field-state.ts";
import { errorMessage } from "../../../lib/api-error.ts";
import { bodyResolver } from "../../../lib/body-resolver.ts";
import { applyServerErrors } from "../../../lib/form-errors.ts";
import { toast } from "../../../lib/toast.ts";
import { useUpdateUser } from "../api/user.ts";
import {
  type ProfileFormValues,
  profileFields,
  toProfileBody,
  toProfileFormValues,
} from "../utils/profile-form.ts";

const nameAliases = { first_name: "name", last_name: "name" } as const;

export function ProfileTab({ user }: { user: PublicUser }) {
  const update = useUpdateUser(user.id);
  const isProfessional = user.role === "professionnel";
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ProfileFormValues, unknown, UserUpdateBody>({
    resolver: bodyResolver(
      userUpdateBodySchema,
      (values: ProfileFormValues) => toProfileBody(values, user.role),
      {
        aliases: nameAliases,
      },
    ),
    defaultValues: toProfileFormValues(user),
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      const saved = await update.mutateAsync(body);
      reset(toProfileFormValues(saved));
      toast.success(toastTitles.success, accountMessages.saveSuccess);
    } catch (error) {
      applyServerErrors(error, setError, { fields: profileFields, aliases: nameAliases });
      toast.error(accountMessages.saveFailed, errorMessage(error, accountMessages.saveFailed));
    }
  });

  const text = (
    name: keyof ProfileFormValues,
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
        autoComplete: extra.autoComplete,
        "aria-invalid": errors[name] ? true : undefined,
      }}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="profile-title">
      <h2 id="profile-title" className="fr-h4">
        Informations personnelles
      </h2>
      {text("name", "Nom complet", { hint: "Prénom puis nom", autoComplete: "name" })}
      {text("email", "Email", {
        hint: "Format attendu : nom@domaine.fr",
        type: "email",
        autoComplete: "email",
      })}
      {text("phone", "Téléphone", {
        hint: "10 chiffres, par exemple : 06 12 34 56 78",
        type: "tel",
        autoComplete: "tel",
      })}
      {text("city", "Ville", { autoComplete: "address-level2" })}
      <Select
        label="Type de compte"
        hint="Le type de compte ne peut pas être modifié en ligne : pour passer d'un compte participant à un compte professionnel, contactez-nous."
        disabled
        nativeSelectProps={{ value: user.role, onChange: () => undefined }}
      >
        <option value="participant">Participant</option>
        <option value="professionnel">Professionnel</option>
      </Select>
      {isProfessional && (
        <>
          {text("organization", "Organisation", { autoComplete: "organization" })}
          {text("siret", "SIRET", { hint: "14 chiffres" })}
        </>
      )}
      <Button type="submit" disabled={isSubmitting}>
        Enregistrer les modifications
      </Button>
    </form>
  );
}
