import { Alert } from "@codegouvfr/react-dsfr/Alert";
import { moderationMessages as m } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import type { ReactNode } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { ListPagination } from "../../components/list-pagination.tsx";
import { pageFromSearch, pageOffset } from "../../components/list-paging.ts";
import { errorMessage } from "../../lib/api-error.ts";
import { searchOfValues, valuesFromSearch } from "../../lib/filter-search.ts";
import { useModerationQueue } from "./api/moderation.ts";
import { AdminLayout } from "./components/admin-side-menu.tsx";
import {
  ModerationQueueFilters,
  QUEUE_FILTER_FIELDS,
  type QueueFilterValues,
} from "./components/moderation-queue-filters.tsx";
import { ModerationQueueTable } from "./components/moderation-queue-table.tsx";

const PAGE_SIZE = 50;

/** /admin/moderation: what waits for a decision, and what was decided (issue 29). */
export function ModerationQueuePage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const page = pageFromSearch(searchParams);
  const raw = valuesFromSearch(searchParams, QUEUE_FILTER_FIELDS);
  const values: QueueFilterValues = {
    status: raw.status || "pending",
    kind: raw.kind,
    q: raw.q,
    reported: raw.reported === "true",
  };
  const queue = useModerationQueue({
    status: values.status,
    ...(values.kind && { kind: values.kind }),
    ...(values.q && { q: values.q }),
    ...(values.reported && { reported: "true" }),
    limit: PAGE_SIZE,
    offset: pageOffset(page, PAGE_SIZE),
  });
  const here = paths.adminModeration.getHref();

  let content: ReactNode;
  if (queue.isPending) {
    content = <p role="status">{m.queueLoading}</p>;
  } else if (queue.isError) {
    content = (
      <Alert severity="error" title={m.queueLoadFailed} description={errorMessage(queue.error, "")} />
    );
  } else if (queue.data.items.length === 0) {
    content = <p>{m.queueEmpty}</p>;
  } else {
    content = (
      <>
        <ModerationQueueTable items={queue.data.items} total={queue.data.total} />
        <ListPagination page={page} total={queue.data.total} pageSize={PAGE_SIZE} />
      </>
    );
  }

  return (
    <AdminLayout current={here}>
      <h1>{m.queueTitle}</h1>
      <p>{m.queueDescription}</p>
      <ModerationQueueFilters
        values={values}
        onFilter={(chosen) => navigate(`${here}${searchOfValues(chosen, QUEUE_FILTER_FIELDS)}`)}
        onReset={() => navigate(here)}
      />
      <div aria-live="polite">{content}</div>
    </AdminLayout>
  );
}
