import { mapMessages } from "@culture-patrimoine/contract/messages";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm } from "react-hook-form";
import { afterEach, describe, expect, it, vi } from "vitest";
import { domText } from "../../test/dom-text.ts";
import { expectNoAxeViolations } from "../../test/form-test-harness.tsx";
import { CoordinatesFields, type FoundPoint } from "./coordinates-fields.tsx";

interface Values {
  adresse: string;
  latitude: string;
  longitude: string;
}

function PositionForm({ geocode }: { geocode?: (query: string) => Promise<FoundPoint[]> }) {
  const form = useForm<Values>({
    defaultValues: { adresse: "20 place des Terreaux 69001 Lyon", latitude: "", longitude: "" },
  });
  return (
    <form aria-label="Essai">
      <CoordinatesFields
        form={form}
        id="position"
        tiles={null}
        geocode={geocode}
        addressQuery={() => form.getValues("adresse")}
      />
    </form>
  );
}

afterEach(cleanup);

describe("the position section of the venue and site forms", () => {
  it("has labelled fields and no « Utiliser l’adresse » without an address service", async () => {
    const { container } = render(<PositionForm />);
    await expectNoAxeViolations(container);
    expect(screen.getByLabelText(/^Latitude/)).toBeTruthy();
    expect(screen.getByLabelText(/^Longitude/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: mapMessages.useAddress })).toBeNull();
    expect(screen.getByRole("button", { name: mapMessages.showPicker })).toHaveProperty(
      "ariaExpanded",
      "false",
    );
  });

  it("fills both fields from the address service's best answer, and says which address it found", async () => {
    const geocode = vi.fn(async () => [
      { label: "20 Place des Terreaux 69001 Lyon", latitude: 45.767031, longitude: 4.833756 },
    ]);
    const { container } = render(<PositionForm geocode={geocode} />);
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole("button", { name: mapMessages.useAddress }));
    expect(geocode).toHaveBeenCalledWith("20 place des Terreaux 69001 Lyon");
    expect(
      await screen.findByText(domText(mapMessages.geocodeFound("20 Place des Terreaux 69001 Lyon"))),
    ).toBeTruthy();
    expect(screen.getByLabelText(/^Latitude/)).toHaveProperty("value", "45,767031");
    expect(screen.getByLabelText(/^Longitude/)).toHaveProperty("value", "4,833756");
    // A point can be taken away as easily.
    await userEvent.click(screen.getByRole("button", { name: mapMessages.clearPosition }));
    expect(screen.getByLabelText(/^Latitude/)).toHaveProperty("value", "");
  });

  it("says so when the address gives nothing or the service fails, and leaves the fields alone", async () => {
    const geocode = vi
      .fn<(query: string) => Promise<FoundPoint[]>>()
      .mockResolvedValueOnce([])
      .mockRejectedValueOnce(new Error(mapMessages.geocodeUnavailable));
    render(<PositionForm geocode={geocode} />);
    await userEvent.type(screen.getByLabelText(/^Latitude/), "45,5");
    await userEvent.click(screen.getByRole("button", { name: mapMessages.useAddress }));
    expect(await screen.findByText(mapMessages.geocodeNoResult)).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: mapMessages.useAddress }));
    expect(await screen.findByText(domText(mapMessages.geocodeUnavailable))).toBeTruthy();
    expect(screen.getByLabelText(/^Latitude/)).toHaveProperty("value", "45,5");
  });
});
