import { Alert } from "@codegouvfr/react-dsfr/Alert";
import { Button } from "@codegouvfr/react-dsfr/Button";
import { formatDayInSentence } from "@culture-patrimoine/contract/french-dates";
import { accountMessages, secondFactorMessages as t } from "@culture-patrimoine/contract/messages";
import {
  type SecondFactorCodeBody,
  type SecondFactorDisableBody,
  type SecondFactorEnrolment,
  type SecondFactorStatus,
  secondFactorCodeBodySchema,
  secondFactorDisableBodySchema,
} from "@culture-patrimoine/contract/schemas/second-factor";
import { zodResolver } from "@hookform/resolvers/zod";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { PasswordField } from "../../../components/form/password-field.tsx";
import { TextField } from "../../../components/form/text-field.tsx";
import { QrCode } from "../../../components/qr-code.tsx";
import { errorMessage } from "../../../lib/api-error.ts";
import { applyServerErrors } from "../../../lib/form-errors.ts";
import {
  useConfirmEnrolment,
  useDisableSecondFactor,
  useRegenerateRecoveryCodes,
  useSecondFactor,
  useStartEnrolment,
} from "../api/second-factor.ts";

// The settings' « Double authentification » (issue 29): shown to organisers and administrators
// (the page decides); the API refuses anyone else. Enrolment shows the otpauth URL as a QR code
// and its key as text, a code confirms it, the recovery codes are shown once.

const TITLE_ID = "second-factor-title";

export function SecondFactorSection({ userId }: { userId: number }) {
  const status = useSecondFactor(userId);
  // Codes answered by a confirmation or a regeneration: shown until « Je les ai notés ».
  const [codes, setCodes] = useState<string[] | null>(null);
  let content: ReactNode;
  if (codes) content = <RecoveryCodes codes={codes} onNoted={() => setCodes(null)} />;
  else if (status.isPending) content = <p role="status">{accountMessages.loading}</p>;
  else if (status.isError) {
    content = (
      <Alert severity="error" small description={errorMessage(status.error, accountMessages.retryLater)} />
    );
  } else if (status.data.enabled)
    content = <Enabled userId={userId} status={status.data} onCodes={setCodes} />;
  else content = <Enrolment userId={userId} onCodes={setCodes} />;

  return (
    <section className="fr-mt-6w" aria-labelledby={TITLE_ID}>
      <h2 id={TITLE_ID} className="fr-h4">
        {t.sectionTitle}
      </h2>
      {content}
    </section>
  );
}

function RecoveryCodes({ codes, onNoted }: { codes: string[]; onNoted: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Said at once to a screen reader user, who would otherwise not know the codes appeared.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div>
      <h3 className="fr-h6" ref={heading} tabIndex={-1}>
        {t.recoveryCodesTitle}
      </h3>
      <p>{t.recoveryCodesIntro}</p>
      <ul className="fr-raw-list fr-mb-3w" style={{ fontFamily: "monospace", fontSize: "1.125rem" }}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Button onClick={onNoted}>{t.recoveryCodesNoted}</Button>
    </div>
  );
}

/** A form with one code field: the enrolment's confirmation and the codes' regeneration. */
function CodeForm({
  id,
  label = t.codeLabel,
  submit,
  onSubmit,
}: {
  id: string;
  /** Said when another code field is on the page, so that each label is unique. */
  label?: string;
  submit: string;
  onSubmit: (body: SecondFactorCodeBody) => Promise<void>;
}) {
  const form = useForm<SecondFactorCodeBody>({
    resolver: zodResolver(secondFactorCodeBodySchema),
    defaultValues: { code: "" },
  });
  const send = form.handleSubmit(async (body) => {
    try {
      await onSubmit(body);
    } catch (error) {
      if (!applyServerErrors(error, form.setError, { fields: ["code"] })) {
        form.setError(
          "code",
          { message: errorMessage(error, accountMessages.retryLater) },
          { shouldFocus: true },
        );
      }
    }
  });
  return (
    <form onSubmit={send} noValidate>
      <TextField
        form={form}
        name="code"
        id={id}
        label={label}
        hint={t.codeHint}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={12}
      />
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {submit}
      </Button>
    </form>
  );
}

function Enrolment({ userId, onCodes }: { userId: number; onCodes: (codes: string[]) => void }) {
  const start = useStartEnrolment(userId);
  const confirm = useConfirmEnrolment(userId);
  const [enrolment, setEnrolment] = useState<SecondFactorEnrolment | null>(null);
  if (!enrolment) {
    return (
      <>
        <p className="fr-text--sm">{t.sectionIntroOff}</p>
        {start.isError && (
          <Alert
            severity="error"
            small
            description={errorMessage(start.error, accountMessages.retryLater)}
            className="fr-mb-2w"
          />
        )}
        <Button
          onClick={() => start.mutate(undefined, { onSuccess: setEnrolment })}
          disabled={start.isPending}
        >
          {t.start}
        </Button>
      </>
    );
  }
  return (
    <>
      <h3 className="fr-h6">{t.scanTitle}</h3>
      <p>{t.scanIntro}</p>
      <QrCode value={enrolment.otpauth_url} label={t.qrLabel} size={200} />
      <p className="fr-mt-2w">
        {t.manualEntry} <code style={{ wordBreak: "break-all" }}>{enrolment.secret}</code>
      </p>
      <CodeForm
        id="second-factor-confirm-code"
        submit={t.confirm}
        onSubmit={async (body) => onCodes((await confirm.mutateAsync(body)).recovery_codes)}
      />
    </>
  );
}

function Enabled({
  userId,
  status,
  onCodes,
}: {
  userId: number;
  status: SecondFactorStatus;
  onCodes: (codes: string[]) => void;
}) {
  const regenerate = useRegenerateRecoveryCodes(userId);
  const [disabling, setDisabling] = useState(false);
  return (
    <>
      <p className="fr-text--sm">{t.sectionIntroOn(formatDayInSentence(status.enabled_at))}</p>
      {status.required && <p className="fr-text--sm">{t.requiredForAdministrators}</p>}
      <h3 className="fr-h6">{t.regenerate}</h3>
      <p className="fr-text--sm">{t.regenerateIntro}</p>
      <CodeForm
        id="second-factor-regenerate-code"
        label={t.regenerateCodeLabel}
        submit={t.regenerate}
        onSubmit={async (body) => onCodes((await regenerate.mutateAsync(body)).recovery_codes)}
      />
      {!status.required &&
        (disabling ? (
          <DisableForm userId={userId} onCancel={() => setDisabling(false)} />
        ) : (
          <Button priority="secondary" className="fr-mt-4w" onClick={() => setDisabling(true)}>
            {t.disable}
          </Button>
        ))}
    </>
  );
}

function DisableForm({ userId, onCancel }: { userId: number; onCancel: () => void }) {
  const disable = useDisableSecondFactor(userId);
  const form = useForm<SecondFactorDisableBody>({
    resolver: zodResolver(secondFactorDisableBodySchema),
    defaultValues: { password: "", code: "" },
  });
  useEffect(() => form.setFocus("password"), [form]);
  const send = form.handleSubmit(async (body) => {
    try {
      await disable.mutateAsync(body);
    } catch (error) {
      if (!applyServerErrors(error, form.setError, { fields: ["password", "code"] })) {
        form.setError(
          "code",
          { message: errorMessage(error, accountMessages.retryLater) },
          { shouldFocus: true },
        );
      }
    }
  });
  return (
    <form onSubmit={send} noValidate className="fr-mt-4w">
      <h3 className="fr-h6">{t.disable}</h3>
      <PasswordField form={form} name="password" label={t.passwordLabel} autoComplete="current-password" />
      <TextField
        form={form}
        name="code"
        id="second-factor-disable-code"
        label={t.disableCodeLabel}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={12}
      />
      <Button type="submit" disabled={form.formState.isSubmitting} className="fr-mr-2w">
        {t.disable}
      </Button>
      <Button type="button" priority="tertiary" onClick={onCancel}>
        {t.cancel}
      </Button>
    </form>
  );
}
