import { Alert } from "@codegouvfr/react-dsfr/Alert";
import { ROLES } from "@culture-patrimoine/contract/constants";
import { formatDayInSentence } from "@culture-patrimoine/contract/french-dates";
import { moderationMessages as m } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import type { AdminUser } from "@culture-patrimoine/contract/schemas/moderation";
import type { ReactNode } from "react";
import { useForm } from "react-hook-form";
import { useNavigate, useSearchParams } from "react-router";
import { CheckboxGroupField } from "../../components/form/checkbox-group-field.tsx";
import { FilterActions } from "../../components/form/filter-actions.tsx";
import { SelectField } from "../../components/form/select-field.tsx";
import { TextField } from "../../components/form/text-field.tsx";
import { ListPagination } from "../../components/list-pagination.tsx";
import { pageFromSearch, pageOffset } from "../../components/list-paging.ts";
import { errorMessage } from "../../lib/api-error.ts";
import { searchOfValues, valuesFromSearch } from "../../lib/filter-search.ts";
import { toast } from "../../lib/toast.ts";
import { useAdminAccounts, useChangeSuspension } from "./api/moderation.ts";
import { AdminLayout } from "./components/admin-side-menu.tsx";
import { ReasonDecisionForm } from "./components/reason-decision-form.tsx";

const PAGE_SIZE = 50;
const FIELDS = ["q", "role", "suspended"] as const;
interface AccountFilterValues {
  q: string;
  role: string;
  suspended: boolean;
}
const roleOptions = ROLES.map((role) => ({ value: role, label: m.roles[role] ?? role }));

/** /admin/comptes: find an account, suspend or reinstate it (issue 29). */
export function AccountsPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const page = pageFromSearch(searchParams);
  const raw = valuesFromSearch(searchParams, FIELDS);
  const values: AccountFilterValues = { q: raw.q, role: raw.role, suspended: raw.suspended === "true" };
  const accounts = useAdminAccounts({
    ...(values.q && { q: values.q }),
    ...(values.role && { role: values.role }),
    ...(values.suspended && { suspended: "true" }),
    limit: PAGE_SIZE,
    offset: pageOffset(page, PAGE_SIZE),
  });
  const here = paths.adminAccounts.getHref();
  const form = useForm<AccountFilterValues>({ values });

  let content: ReactNode;
  if (accounts.isPending) {
    content = <p role="status">{m.accountsLoading}</p>;
  } else if (accounts.isError) {
    content = (
      <Alert severity="error" title={m.accountsLoadFailed} description={errorMessage(accounts.error, "")} />
    );
  } else if (accounts.data.items.length === 0) {
    content = <p>{m.accountsEmpty}</p>;
  } else {
    content = (
      <>
        <p>{m.accountsCaption(accounts.data.total)}</p>
        <ul className="fr-raw-list">
          {accounts.data.items.map((account) => (
            <AccountRow key={account.id} account={account} />
          ))}
        </ul>
        <ListPagination page={page} total={accounts.data.total} pageSize={PAGE_SIZE} />
      </>
    );
  }

  return (
    <AdminLayout current={here}>
      <h1>{m.accountsTitle}</h1>
      <p>{m.accountsDescription}</p>
      <form
        onSubmit={form.handleSubmit((chosen) => navigate(`${here}${searchOfValues(chosen, FIELDS)}`))}
        noValidate
        className="fr-mb-4w"
      >
        <fieldset className="fr-fieldset">
          <legend className="fr-fieldset__legend">{m.filtersLegend}</legend>
          <div className="fr-fieldset__element fr-col-12 fr-col-md-6">
            <TextField form={form} name="q" label={m.accountsFilterQuery} maxLength={200} />
          </div>
          <div className="fr-fieldset__element fr-col-12 fr-col-md-6">
            <SelectField
              form={form}
              name="role"
              label={m.accountsFilterRole}
              options={roleOptions}
              placeholder={m.accountsFilterRoleAll}
            />
          </div>
          <div className="fr-fieldset__element">
            <CheckboxGroupField
              form={form}
              options={[{ name: "suspended", label: m.accountsFilterSuspended }]}
            />
          </div>
          <FilterActions
            submitLabel={m.filterSubmit}
            resetLabel={m.filterReset}
            onReset={() => navigate(here)}
          />
        </fieldset>
      </form>
      <div aria-live="polite">{content}</div>
    </AdminLayout>
  );
}

/** One account: who, since when, its state, and its suspension or reinstatement behind a disclosure. */
function AccountRow({ account }: { account: AdminUser }) {
  const suspension = useChangeSuspension();
  const suspended = account.suspended_at !== null;
  return (
    <li className="fr-card fr-card--no-border fr-mb-2w fr-p-2w">
      <h2 className="fr-h6 fr-mb-1w">
        {account.organization ? `${account.organization} — ` : ""}
        {account.name}
      </h2>
      <p className="fr-text--sm fr-mb-1w">
        {account.email} · {m.roles[account.role] ?? account.role}
        {account.verification_status ? ` · ${m.verification[account.verification_status]}` : ""} ·{" "}
        {m.columnCreated} {formatDayInSentence(account.created_at)}
      </p>
      <p
        className={`fr-badge fr-badge--sm fr-badge--no-icon ${suspended ? "fr-badge--error" : "fr-badge--success"}`}
      >
        {suspended && account.suspended_at
          ? m.accountSuspended(formatDayInSentence(account.suspended_at))
          : m.accountActive}
      </p>
      {suspended && account.suspension_reason && (
        <p className="fr-text--sm">
          <strong>{m.suspensionReasonLabel}</strong> {account.suspension_reason}
        </p>
      )}
      {account.role !== "administrateur" && (
        <details className="fr-mt-1w">
          <summary>{suspended ? m.reinstate : m.suspend}</summary>
          <ReasonDecisionForm
            title={suspended ? m.reinstate : m.suspend}
            intro={suspended ? m.reinstateIntro : m.suspendIntro}
            submitLabel={suspended ? m.reinstate : m.suspend}
            reasonRequired={!suspended}
            priority="secondary"
            onDecide={async (body) => {
              await suspension.mutateAsync({
                userId: account.id,
                action: suspended ? "reinstate" : "suspend",
                body,
              });
              toast.success(suspended ? m.reinstated : m.suspended);
            }}
          />
        </details>
      )}
    </li>
  );
}
