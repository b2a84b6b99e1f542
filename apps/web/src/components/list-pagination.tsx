import { Pagination } from "@codegouvfr/react-dsfr/Pagination";
import { useLocation } from "react-router";
import { pageCount, pageSearch } from "./list-paging.ts";

interface ListPaginationProps {
  page: number;
  total: number;
  pageSize: number;
}

/** DSFR pagination whose links change ?page= on the current address; nothing when one page is enough. */
export function ListPagination({ page, total, pageSize }: ListPaginationProps) {
  const { pathname, search } = useLocation();
  const count = pageCount(total, pageSize);
  if (count <= 1) return null;
  const params = new URLSearchParams(search);
  return (
    <Pagination
      className="fr-mt-4w"
      count={count}
      defaultPage={Math.min(page, count)}
      showFirstLast
      getPageLinkProps={(pageNumber) => ({ to: `${pathname}${pageSearch(params, pageNumber)}` })}
    />
  );
}
