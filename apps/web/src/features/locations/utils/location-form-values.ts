import { DEFAULT_COUNTRY } from "@culture-patrimoine/contract/constants";
import type { LocationBodyInput } from "@culture-patrimoine/contract/schemas/location";

/** The "add a cultural place" form, with SPEC §3's Location names; text fields as typed. */
export interface LocationFormValues {
  name: string;
  description: string;
  address: string;
  city: string;
  postalCode: string;
  country: string;
  category: string;
  openingHours: string;
  phone: string;
  email: string;
  website: string;
  image: string;
  accessibility: boolean;
  guidedTours: boolean;
  audioGuide: boolean;
  freeEntry: boolean;
  entryPrice: string;
  parkingAvailable: boolean;
  publicTransport: string;
  historicalPeriod: string;
  architecturalStyle: string;
  specialFeatures: string;
}

export const emptyLocationForm: LocationFormValues = {
  name: "",
  description: "",
  address: "",
  city: "",
  postalCode: "",
  country: DEFAULT_COUNTRY,
  category: "",
  openingHours: "",
  phone: "",
  email: "",
  website: "",
  image: "",
  accessibility: false,
  guidedTours: false,
  audioGuide: false,
  freeEntry: false,
  entryPrice: "",
  parkingAvailable: false,
  publicTransport: "",
  historicalPeriod: "",
  architecturalStyle: "",
  specialFeatures: "",
};

export const locationFields = Object.keys(emptyLocationForm).filter(
  (key): key is keyof LocationFormValues => key in emptyLocationForm,
);

/** SPEC §2: the button waits for these three, whatever else is missing. */
export function canSubmitLocation(values: Pick<LocationFormValues, "name" | "address" | "city">): boolean {
  return [values.name, values.address, values.city].every((value) => value.trim() !== "");
}

/** A free place has no entry price, whatever was typed in the price field before ticking the box. */
export function toLocationBody(values: LocationFormValues): LocationBodyInput {
  return { ...values, entryPrice: values.freeEntry ? "" : values.entryPrice };
}
