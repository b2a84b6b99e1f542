import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { ClearFiltersButton } from "./clear-filters-button.tsx";

afterEach(cleanup);

/** A list whose « Effacer les filtres » is drawn only while a filter is set, as the lists do. */
function FilteredList({ inBox }: { inBox: boolean }) {
  const [filtered, setFiltered] = useState(true);
  const clear = filtered && <ClearFiltersButton onClear={() => setFiltered(false)} />;
  return (
    <main>
      <search>
        <input type="search" aria-label="Rechercher un lieu" />
      </search>
      {inBox ? (
        <details open>
          <summary>Filtrer les lieux</summary>
          {clear}
        </details>
      ) : (
        clear
      )}
      <p role="status">{filtered ? "2 lieux trouvés" : "12 lieux trouvés"}</p>
    </main>
  );
}

describe("« Effacer les filtres »", () => {
  it("hands the focus to the filter box's summary as it disappears, not to <body>", async () => {
    render(<FilteredList inBox />);
    await userEvent.click(screen.getByRole("button", { name: "Effacer les filtres" }));
    expect(screen.queryByRole("button", { name: "Effacer les filtres" })).toBeNull();
    expect(document.activeElement?.textContent).toBe("Filtrer les lieux");
    expect(screen.getByRole("status").textContent).toBe("12 lieux trouvés");
  });

  it("hands it to the search box from the list's empty state", async () => {
    render(<FilteredList inBox={false} />);
    await userEvent.click(screen.getByRole("button", { name: "Effacer les filtres" }));
    expect(document.activeElement).toBe(screen.getByRole("searchbox", { name: "Rechercher un lieu" }));
  });
});
