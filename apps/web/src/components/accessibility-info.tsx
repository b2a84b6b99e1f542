import { ACCESSIBILITY_FAMILIES, type AccessibilityFamily } from "@culture-patrimoine/contract/constants";
import { accessibilityMessages as a } from "@culture-patrimoine/contract/messages";
import "./accessibility-info.css";

// The four families of the "Tourisme & Handicap" label shown with a pictogram AND its words
// (never a colour or a picture alone, RGAA 3.1 and 1.1): the event page, the venue page, the
// cards (compact) and the list's filter use the same pictograms.

/** Simple pictograms drawn in the repository (no font, no download), 24 × 24, currentColor. */
const PICTOGRAMS: Record<AccessibilityFamily, string> = {
  // A person in a wheelchair.
  moteur:
    "M12 2.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4Zm-1 5.5h2v5h4.2l2.6 5.2-1.8.9-2.05-4.1H11a1 1 0 0 1-1-1V8Zm-1.5 2.3v2.1a4.5 4.5 0 1 0 6.3 5.6l1.5 1.3A6.5 6.5 0 1 1 9.5 10.3Z",
  // An eye.
  visuel:
    "M12 5c5 0 8.6 4.1 9.8 6.4a1.3 1.3 0 0 1 0 1.2C20.6 14.9 17 19 12 19S3.4 14.9 2.2 12.6a1.3 1.3 0 0 1 0-1.2C3.4 9.1 7 5 12 5Zm0 2c-3.7 0-6.6 2.9-7.7 5 1.1 2.1 4 5 7.7 5s6.6-2.9 7.7-5c-1.1-2.1-4-5-7.7-5Zm0 1.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7Z",
  // An ear.
  auditif:
    "M12.5 2A7.5 7.5 0 0 1 20 9.5c0 2.6-1.2 4-2.3 5.1-.9.9-1.7 1.7-2 3.2A4.6 4.6 0 0 1 11.2 22 4.2 4.2 0 0 1 7 17.8h2a2.2 2.2 0 0 0 2.2 2.2c1.2 0 2.3-.9 2.6-2.6.4-2.1 1.5-3.2 2.5-4.2 1-1 1.7-1.8 1.7-3.7a5.5 5.5 0 0 0-11 0H5A7.5 7.5 0 0 1 12.5 2Zm0 4a3.5 3.5 0 0 1 3.5 3.5c0 1.5-.8 2.2-1.4 2.8-.5.5-.9.9-.9 1.7h-2c0-1.7.9-2.5 1.5-3.1.5-.5.8-.8.8-1.4a1.5 1.5 0 0 0-3 0H9A3.5 3.5 0 0 1 12.5 6Z",
  // A head with a light bulb: understanding.
  mental:
    "M11 2a8 8 0 0 1 8 8c0 1.2-.3 2.3-.8 3.3l1.6 3.2a1 1 0 0 1-.9 1.5H17v2a2 2 0 0 1-2 2h-2v-2h2v-3a1 1 0 0 1 1-1h1.3l-1-2a1 1 0 0 1 .1-1A6 6 0 1 0 7 15.3V22H5v-6.2A8 8 0 0 1 11 2Zm0 3a3.5 3.5 0 0 1 2 6.4V13H9v-1.6A3.5 3.5 0 0 1 11 5Zm-2 9h4v1.5H9V14Z",
};

export function AccessibilityPictogram({
  family,
  className,
}: {
  family: AccessibilityFamily;
  className?: string;
}) {
  return (
    <svg
      className={`cp-a11y-pictogram${className ? ` ${className}` : ""}`}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
    >
      <path fill="currentColor" d={PICTOGRAMS[family]} />
    </svg>
  );
}

/** The families in the label's order. */
function ordered(families: readonly string[]): AccessibilityFamily[] {
  return ACCESSIBILITY_FAMILIES.filter((family) => families.includes(family));
}

interface AccessibilityInfoProps {
  families: readonly string[];
  details?: string | null;
  /** Cards: the pictograms in a row with their names for screen readers, no details. */
  compact?: boolean;
  /** The section's heading level on a page. */
  headingLevel?: "h2" | "h3";
  /** Said when nothing is known (pages); cards show nothing then. */
  showNone?: boolean;
}

/** What a venue or an event says of its access, in pictograms and words. */
export function AccessibilityInfo({
  families,
  details,
  compact = false,
  headingLevel: Heading = "h2",
  showNone = true,
}: AccessibilityInfoProps) {
  const known = ordered(families);
  if (compact) {
    if (known.length === 0) return null;
    // Each pictogram with its word, short enough for a card; the label's full names for screen readers.
    return (
      <p className="cp-a11y cp-a11y--compact fr-card__detail">
        <span className="fr-sr-only">{`${a.compactLabel} ${known.map((family) => a.familyLabels[family]).join(", ")}`}</span>
        {known.map((family) => (
          <span key={family} className="cp-a11y__chip" aria-hidden="true">
            <AccessibilityPictogram family={family} />
            {family}
          </span>
        ))}
      </p>
    );
  }
  if (known.length === 0 && !details) {
    return showNone ? (
      <section className={`cp-a11y ${Heading === "h2" ? "fr-mt-6w" : "fr-mt-3w"}`}>
        <Heading className={Heading === "h2" ? "fr-h4" : "fr-h6 fr-mb-1w"}>{a.title}</Heading>
        <p className="fr-mb-0">{a.none}</p>
      </section>
    ) : null;
  }
  return (
    <section className={`cp-a11y ${Heading === "h2" ? "fr-mt-6w" : "fr-mt-3w"}`}>
      <Heading className={Heading === "h2" ? "fr-h4" : "fr-h6 fr-mb-1w"}>{a.title}</Heading>
      {known.length > 0 && (
        <ul className="cp-a11y__list">
          {known.map((family) => (
            <li key={family} className="cp-a11y__item">
              <AccessibilityPictogram family={family} />
              <span>{a.familyLabels[family]}</span>
            </li>
          ))}
        </ul>
      )}
      {details && <p className="cp-a11y__details fr-mb-0">{details}</p>}
    </section>
  );
}
