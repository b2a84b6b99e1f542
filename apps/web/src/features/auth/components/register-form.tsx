import { Button } from "@codegouvfr/react-dsfr/Button";
import { Checkbox } from "@codegouvfr/react-dsfr/Checkbox";
import { Input } from "@codegouvfr/react-dsfr/Input";
import { RadioButtons } from "@codegouvfr/react-dsfr/RadioButtons";
import { authMessages } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import { type RegisterFormValues, registerFormSchema } from "@culture-patrimoine/contract/schemas/auth";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { fieldState } from "../../../components/field-state.ts";
import { NewPasswordFields } from "../../../components/new-password-fields.tsx";
import { errorMessage } from "../../../lib/api-error.ts";
import { applyServerErrors } from "../../../lib/form-errors.ts";
import { setSession } from "../../../lib/session.ts";
import { toast } from "../../../lib/toast.ts";
import { useRegister } from "../api/register.ts";
import { toRegisterBody } from "../utils/to-register-body.ts";
import { ProfessionalFields } from "./professional-fields.tsx";

const emptyForm: RegisterFormValues = {
  userType: "participant",
  name: "",
  email: "",
  phone: "",
  address: "",
  password: "",
  confirmPassword: "",
  agreeTerms: false,
  organization: "",
  siret: "",
  description: "",
};

const formFields = Object.keys(emptyForm).filter((key): key is keyof RegisterFormValues => key in emptyForm);

interface RegisterFormProps {
  onRegistered: () => void;
}

export function RegisterForm({ onRegistered }: RegisterFormProps) {
  const registerMutation = useRegister();
  const form = useForm<RegisterFormValues>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: emptyForm,
  });
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const isProfessional = watch("userType") === "professionnel";

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { token, user } = await registerMutation.mutateAsync(toRegisterBody(values));
      setSession(token, user);
      toast.success(
        authMessages.registerSuccessTitle,
        authMessages.registerSuccessDescription(user.first_name),
      );
      onRegistered();
    } catch (error) {
      applyServerErrors(error, setError, {
        fields: formFields,
        aliases: { first_name: "name", last_name: "name", role: "userType" },
      });
      toast.error(authMessages.registerFailedTitle, errorMessage(error, authMessages.registerFailedDefault));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="register-title">
      <h2 id="register-title" className="fr-h4">
        Créer un compte
      </h2>
      <p className="fr-text--sm">Tous les champs sont obligatoires.</p>
      <RadioButtons
        legend="Type de compte"
        orientation="horizontal"
        {...fieldState(errors.userType)}
        options={[
          {
            label: "Participant",
            hintText: "Je découvre et je m'inscris aux événements",
            nativeInputProps: { ...register("userType"), value: "participant" },
          },
          {
            label: "Professionnel",
            hintText: "J'organise des événements, des lieux, des parcours et des sites",
            nativeInputProps: { ...register("userType"), value: "professionnel" },
          },
        ]}
      />
      <Input
        label={isProfessional ? "Nom du responsable" : "Nom complet"}
        hintText="Prénom puis nom, par exemple : Marie Curie"
        {...fieldState(errors.name)}
        nativeInputProps={{
          ...register("name"),
          autoComplete: "name",
          "aria-invalid": errors.name ? true : undefined,
        }}
      />
      <Input
        label="Email"
        hintText="Format attendu : nom@domaine.fr"
        {...fieldState(errors.email)}
        nativeInputProps={{
          ...register("email"),
          type: "email",
          autoComplete: "email",
          spellCheck: false,
          "aria-invalid": errors.email ? true : undefined,
        }}
      />
      <Input
        label="Téléphone"
        hintText="10 chiffres, par exemple : 06 12 34 56 78"
        {...fieldState(errors.phone)}
        nativeInputProps={{
          ...register("phone"),
          type: "tel",
          autoComplete: "tel",
          "aria-invalid": errors.phone ? true : undefined,
        }}
      />
      <Input
        label="Adresse"
        hintText="Numéro, rue, code postal et ville"
        {...fieldState(errors.address)}
        nativeInputProps={{
          ...register("address"),
          autoComplete: "street-address",
          "aria-invalid": errors.address ? true : undefined,
        }}
      />
      {isProfessional && <ProfessionalFields register={register} errors={errors} />}
      <NewPasswordFields
        passwordProps={register("password")}
        confirmProps={register("confirmPassword")}
        passwordError={errors.password?.message}
        confirmError={errors.confirmPassword?.message}
      />
      <Checkbox
        {...fieldState(errors.agreeTerms)}
        options={[
          {
            label: "J'accepte les conditions générales et la politique de confidentialité",
            hintText: (
              <Link
                to={paths.privacy.getHref()}
                target="_blank"
                rel="noopener"
                title="Politique de confidentialité — nouvelle fenêtre"
              >
                Lire la politique de confidentialité
              </Link>
            ),
            nativeInputProps: {
              ...register("agreeTerms"),
              "aria-invalid": errors.agreeTerms ? true : undefined,
            },
          },
        ]}
      />
      <Button type="submit" disabled={isSubmitting} className="fr-mt-3w">
        Créer mon compte
      </Button>
    </form>
  );
}
