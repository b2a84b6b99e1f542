import type { ScanPresentation } from "../utils/scan-logic.ts";

/** The door's answer: colour, icon and words together, big enough to read at arm's length. */
export function ScanResult({ presentation }: { presentation: ScanPresentation }) {
  const { tone, icon, title, message, details } = presentation;
  return (
    <div className={`cp-scan-result cp-scan-result--${tone}`} data-tone={tone}>
      <span className={`cp-scan-result__icon ${icon}`} aria-hidden="true" />
      <div>
        <p className="cp-scan-result__title">{title}</p>
        {message && <p className="fr-mb-1w">{message}</p>}
        {details.length > 0 && (
          <ul className="cp-scan-result__details">
            {details.map((detail) => (
              <li key={detail}>{detail}</li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
