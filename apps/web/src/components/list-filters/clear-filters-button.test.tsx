import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { ClearFiltersButton } from "./clear-filters-button.tsx";
import { ResultsCount } from "./results-count.tsx";

afterEach(cleanup);

/** A list whose « Effacer les filtres » is drawn only while a filter is set, as the lists do. */
function FilteredList() {
  const [filtered, setFiltered] = useState(true);
  return (
    <>
      {filtered && <ClearFiltersButton onClear={() => setFiltered(false)} />}
      <ResultsCount text={filtered ? "2 lieux trouvés" : "12 lieux trouvés"} empty={false} />
    </>
  );
}

describe("« Effacer les filtres »", () => {
  it("hands the focus to the results count, the live region, as it disappears (not to <body>)", async () => {
    render(<FilteredList />);
    await userEvent.click(screen.getByRole("button", { name: "Effacer les filtres" }));
    expect(screen.queryByRole("button", { name: "Effacer les filtres" })).toBeNull();
    const count = screen.getByRole("status");
    expect(document.activeElement).toBe(count);
    expect(count.textContent).toBe("12 lieux trouvés");
    expect(count.getAttribute("tabindex")).toBe("-1");
  });
});
