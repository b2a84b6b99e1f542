/** The window of a paginated list (DESIGN.md §4); without a limit the API answers up to its cap. */
export interface PageParams {
  limit?: number;
  offset?: number;
}
