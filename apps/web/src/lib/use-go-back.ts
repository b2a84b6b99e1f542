import { useLocation, useNavigate } from "react-router";

/**
 * A form's "Annuler": back to where the visitor came from, or to `fallback` when the form was the
 * first page of the visit (a link opened in a new tab has no page to go back to).
 */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return () => void (location.key === "default" ? navigate(fallback) : navigate(-1));
}
