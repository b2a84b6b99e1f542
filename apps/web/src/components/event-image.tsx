import culturePictogram from "@codegouvfr/react-dsfr/dsfr/artwork/pictograms/leisure/culture.svg";
import { displayableImageUrl } from "./event-format.ts";
import "./event-image.css";

interface EventImageProps {
  imageUrl: string | null;
  /** Empty when the image only decorates a title that is right beside it (cards). */
  alt: string;
  /** Lists load their images lazily; the detail page's image is the page's main visual. */
  lazy?: boolean;
}

/**
 * The event's image at 16:9, or a pictogram on a tinted background. Width and height are given so
 * the browser reserves the space before the file arrives (no layout shift in a list of 50 cards).
 */
export function EventImage({ imageUrl, alt, lazy = true }: EventImageProps) {
  const src = displayableImageUrl(imageUrl);
  if (!src) {
    return (
      <div className="cp-event-image cp-event-image--placeholder">
        <img src={culturePictogram} alt="" width={80} height={80} />
      </div>
    );
  }
  return (
    <img
      className="cp-event-image fr-responsive-img"
      src={src}
      alt={alt}
      width={640}
      height={360}
      loading={lazy ? "lazy" : "eager"}
      decoding="async"
    />
  );
}
