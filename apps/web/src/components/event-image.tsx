import culturePictogram from "@codegouvfr/react-dsfr/dsfr/artwork/pictograms/leisure/culture.svg";
import { CARD_PICTURE_SIZES, hasShownPicture, PAGE_PICTURE_SIZES, Picture } from "./picture.tsx";
import "./event-image.css";

interface EventImageProps {
  imageUrl: string | null;
  /** The organiser's text alternative (image_alt); null or empty: decorative. */
  alt: string | null;
  /** Lists load their images lazily; the detail page's image is the page's main visual. */
  lazy?: boolean;
}

/**
 * The event's picture at 16:9 in every stored width, or a pictogram on a tinted background. Width
 * and height are given so the browser reserves the space before the file arrives (no layout shift
 * in a list of 50 cards).
 */
export function EventImage({ imageUrl, alt, lazy = true }: EventImageProps) {
  if (!hasShownPicture(imageUrl)) {
    return (
      <div className="cp-event-image cp-event-image--placeholder">
        <img src={culturePictogram} alt="" width={80} height={80} />
      </div>
    );
  }
  return (
    <Picture
      className="cp-event-image fr-responsive-img"
      image={imageUrl}
      alt={alt}
      sizes={lazy ? CARD_PICTURE_SIZES : PAGE_PICTURE_SIZES}
      lazy={lazy}
    />
  );
}
