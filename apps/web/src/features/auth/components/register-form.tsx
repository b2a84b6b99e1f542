import { Button } from "@codegouvfr/react-dsfr/Button";
import { authMessages } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import { type RegisterFormValues, registerFormSchema } from "@culture-patrimoine/contract/schemas/auth";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { CheckboxGroupField } from "../../../components/form/checkbox-group-field.tsx";
import { EmailField, PhoneField } from "../../../components/form/contact-fields.tsx";
import { ErrorSummary } from "../../../components/form/error-summary.tsx";
import { RadioGroupField } from "../../../components/form/radio-group-field.tsx";
import { RequiredFieldsHint } from "../../../components/form/required-fields-hint.tsx";
import { TextField } from "../../../components/form/text-field.tsx";
import { NewPasswordFields } from "../../../components/new-password-fields.tsx";
import { errorMessage } from "../../../lib/api-error.ts";
import { applyServerErrors } from "../../../lib/form-errors.ts";
import { newWindowTitle } from "../../../lib/new-window.ts";
import { setSession } from "../../../lib/session.ts";
import { toast } from "../../../lib/toast.ts";
import { useRegister } from "../api/register.ts";
import { rememberDeviceToken } from "../utils/device-tokens.ts";
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
  rna: "",
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
    handleSubmit,
    setError,
    watch,
    formState: { isSubmitting },
  } = form;
  const isProfessional = watch("userType") === "professionnel";

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { token, user, device_token } = await registerMutation.mutateAsync(toRegisterBody(values));
      setSession(token, user);
      await rememberDeviceToken(user.email, device_token);
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
      <RequiredFieldsHint />
      <ErrorSummary form={form} headingAs="h3" />
      <RadioGroupField
        form={form}
        name="userType"
        legend="Type de compte"
        inline
        options={[
          {
            value: "participant",
            label: "Participant",
            hint: "Je découvre et je m’inscris aux événements",
          },
          {
            value: "professionnel",
            label: "Professionnel",
            hint: "J’organise des événements, des lieux, des parcours et des sites",
          },
        ]}
      />
      <TextField
        form={form}
        name="name"
        label={isProfessional ? "Nom du responsable" : "Nom complet"}
        hint={"Prénom puis nom, par exemple\u00a0: Marie Curie"}
        autoComplete="name"
      />
      <EmailField form={form} name="email" />
      <PhoneField form={form} name="phone" />
      <TextField
        form={form}
        name="address"
        label="Adresse"
        hint="Numéro, rue, code postal et ville"
        autoComplete="street-address"
      />
      {isProfessional && <ProfessionalFields form={form} />}
      <NewPasswordFields form={form} passwordName="password" confirmName="confirmPassword" />
      <CheckboxGroupField
        form={form}
        options={[
          {
            name: "agreeTerms",
            label: "J’accepte les conditions générales d’utilisation et la politique de confidentialité",
            hint: (
              <>
                Lire les <LegalLink to={paths.terms.getHref()}>conditions générales d’utilisation</LegalLink>{" "}
                et la <LegalLink to={paths.privacy.getHref()}>politique de confidentialité</LegalLink>
              </>
            ),
          },
        ]}
      />
      <Button type="submit" disabled={isSubmitting} className="fr-mt-3w">
        Créer mon compte
      </Button>
    </form>
  );
}

/** A legal text opened in a new window, so that the form keeps what was typed. */
function LegalLink({ to, children }: { to: string; children: string }) {
  const title = children.charAt(0).toLocaleUpperCase("fr-FR") + children.slice(1);
  return (
    <Link to={to} target="_blank" rel="noopener" title={newWindowTitle(title)}>
      {children}
    </Link>
  );
}
