import { eventMessages } from "@culture-patrimoine/contract/messages";
import "./event-grid.css";

/** Grey cards of the real cards' shape while the list loads, so nothing jumps when it arrives. */
export function EventGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div aria-busy="true">
      <p className="fr-sr-only" role="status">
        {eventMessages.listLoading}
      </p>
      <ul className="cp-event-grid" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the skeleton's cards have no identity.
          <li key={index} className="cp-event-skeleton">
            <div className="cp-event-skeleton__image" />
            <div className="cp-event-skeleton__line cp-event-skeleton__line--short" />
            <div className="cp-event-skeleton__line" />
            <div className="cp-event-skeleton__line cp-event-skeleton__line--short" />
          </li>
        ))}
      </ul>
    </div>
  );
}
