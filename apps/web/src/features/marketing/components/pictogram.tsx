const layers = ["artwork-decorative", "artwork-minor", "artwork-major"] as const;

/**
 * A DSFR pictogram drawn from its SVG file (fetched once and cached) rather than bundled in the
 * JavaScript: the home page would otherwise carry every drawing in its script. Decorative.
 */
export function Pictogram({ url, size }: { url: string; size: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className="fr-artwork"
      viewBox="0 0 80 80"
      width={size}
      height={size}
    >
      {layers.map((layer) => (
        <use key={layer} className={`fr-${layer}`} href={`${url}#${layer}`} />
      ))}
    </svg>
  );
}
