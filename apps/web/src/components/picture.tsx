import { pictureOf } from "@culture-patrimoine/contract/pictures";
import { displayableImageUrl } from "./event-format.ts";
import "./picture.css";

/** `sizes` of a picture in a card of a list grid: a third of a wide screen, half a tablet, a phone's width. */
export const CARD_PICTURE_SIZES = "(min-width: 62em) 24rem, (min-width: 36em) 50vw, 100vw";
/** `sizes` of the main picture of a page: its column, at most 50rem. */
export const PAGE_PICTURE_SIZES = "(min-width: 62em) 50rem, 100vw";

interface PictureProps {
  /** The stored value: "/uploads/…", a route's bare file name, or an address sent as JSON. */
  image: string | null | undefined;
  /** The organiser's text alternative; none: the picture is decorative (alt=""). */
  alt: string | null | undefined;
  sizes: string;
  /**
   * Lists load their pictures lazily; a page's main picture, or one of the first cards of a list,
   * is what the visitor sees first: loaded at once, ahead of the other pictures.
   */
  lazy?: boolean;
  className?: string;
}

/** Whether a stored value can be shown here (ours, or an address on this origin: the CSP says so). */
export function hasShownPicture(image: string | null | undefined): boolean {
  const picture = pictureOf(image);
  return picture !== null && displayableImageUrl(picture.src) !== null;
}

/**
 * A picture in every stored width (`srcset`, docs/decisions/032-pictures.md), its width and height
 * given so that the browser reserves its space before the file arrives (CLS 0); the frame's CSS
 * decides its proportions. Nothing when the value cannot be shown: the caller shows its placeholder.
 */
export function Picture({ image, alt, sizes, lazy = true, className }: PictureProps) {
  const picture = pictureOf(image);
  const src = picture ? displayableImageUrl(picture.src) : null;
  if (!picture || !src) return null;
  return (
    <img
      className={className}
      src={src}
      srcSet={picture.srcSet}
      sizes={picture.srcSet ? sizes : undefined}
      alt={alt?.trim() ?? ""}
      width={picture.width ?? 1600}
      height={picture.height ?? 900}
      loading={lazy ? "lazy" : "eager"}
      fetchPriority={lazy ? undefined : "high"}
      decoding="async"
    />
  );
}
