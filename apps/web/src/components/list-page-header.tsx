import type { ReactNode } from "react";
import "./list-page.css";

interface ListPageHeaderProps {
  title: string;
  lead: string;
  /** A call to action beside the title (the create button shown to organisers). */
  action?: ReactNode;
}

/** The h1 of a list page, its introduction and, for organisers, a way to add to it. */
export function ListPageHeader({ title, lead, action }: ListPageHeaderProps) {
  return (
    <>
      <div className="cp-list-header">
        <h1>{title}</h1>
        {action}
      </div>
      <p className="fr-text--lead">{lead}</p>
    </>
  );
}
