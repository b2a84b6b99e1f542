import { Alert } from "@codegouvfr/react-dsfr/Alert";
import { Button } from "@codegouvfr/react-dsfr/Button";
import { apiErrorMessages, secondFactorMessages as t } from "@culture-patrimoine/contract/messages";
import type { AuthResponse } from "@culture-patrimoine/contract/schemas/auth";
import { recoveryCodeSchema, totpCodeSchema } from "@culture-patrimoine/contract/schemas/second-factor";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef, useState } from "react";
import { type Resolver, useForm } from "react-hook-form";
import { z } from "zod";
import { ErrorSummary } from "../../../components/form/error-summary.tsx";
import { TextField } from "../../../components/form/text-field.tsx";
import { errorMessage, isApiError } from "../../../lib/api-error.ts";
import { useLoginSecondFactor } from "../api/login-second-factor.ts";

// Login's second step (issue 29): the code of the authenticator app, or one of the recovery codes.
// Both fields are in one form; the resolver checks the one shown.

type Mode = "app" | "recovery";
interface StepValues {
  code: string;
  recovery_code: string;
}

const schemas = {
  app: z.object({ code: totpCodeSchema }),
  recovery: z.object({ recovery_code: recoveryCodeSchema }),
};

interface SecondFactorStepProps {
  challenge: string;
  onLoggedIn: (response: AuthResponse) => Promise<void> | void;
  /** The challenge is no longer valid (expired, password changed): back to the password, with why. */
  onExpired: (message: string) => void;
}

export function SecondFactorStep({ challenge, onLoggedIn, onExpired }: SecondFactorStepProps) {
  const mutation = useLoginSecondFactor();
  const [mode, setMode] = useState<Mode>("app");
  const [heldBack, setHeldBack] = useState<string | null>(null);
  // The resolver is read when the form is checked, after a switch of fields too.
  const modeRef = useRef<Mode>(mode);
  modeRef.current = mode;
  const resolver: Resolver<StepValues> = (values, context, options) =>
    zodResolver(schemas[modeRef.current])(values, context, options as never) as ReturnType<
      Resolver<StepValues>
    >;
  const form = useForm<StepValues>({ resolver, defaultValues: { code: "", recovery_code: "" } });
  const {
    handleSubmit,
    setError,
    setFocus,
    clearErrors,
    formState: { isSubmitting },
  } = form;
  const field = mode === "app" ? "code" : "recovery_code";

  // The field of the step, or the other one after a switch, takes the focus.
  useEffect(() => {
    setFocus(field);
  }, [field, setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    setHeldBack(null);
    const body =
      mode === "app"
        ? { challenge, code: totpCodeSchema.parse(values.code) }
        : { challenge, recovery_code: recoveryCodeSchema.parse(values.recovery_code) };
    try {
      await onLoggedIn(await mutation.mutateAsync(body));
    } catch (error) {
      if (isApiError(error) && error.code === "INVALID_SECOND_FACTOR_CHALLENGE") {
        onExpired(error.message);
        return;
      }
      if (isApiError(error) && error.code === "TOO_MANY_LOGIN_ATTEMPTS") {
        setHeldBack(error.message);
        return;
      }
      setError(
        field,
        { message: errorMessage(error, apiErrorMessages.INTERNAL_ERROR) },
        { shouldFocus: true },
      );
    }
  });

  const switchMode = () => {
    clearErrors();
    setMode(mode === "app" ? "recovery" : "app");
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="second-factor-title">
      <h2 id="second-factor-title" className="fr-h4">
        {t.stepTitle}
      </h2>
      <p className="fr-text--sm">{t.stepIntro}</p>
      <ErrorSummary form={form} headingAs="h3" />
      {heldBack && (
        <Alert severity="warning" as="h3" title={t.stepTitle} description={heldBack} className="fr-mb-3w" />
      )}
      {mode === "app" ? (
        <TextField
          key="code"
          form={form}
          name="code"
          label={t.codeLabel}
          hint={t.codeHint}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
        />
      ) : (
        <TextField
          key="recovery_code"
          form={form}
          name="recovery_code"
          label={t.recoveryCodeLabel}
          hint={t.recoveryCodeHint}
          maxLength={20}
          spellCheck={false}
        />
      )}
      <p className="fr-mt-2w">
        <Button type="button" priority="tertiary no outline" onClick={switchMode}>
          {mode === "app" ? t.useRecoveryCode : t.useAppCode}
        </Button>
      </p>
      <Button type="submit" disabled={isSubmitting} className="fr-mt-2w">
        {t.submit}
      </Button>
    </form>
  );
}
