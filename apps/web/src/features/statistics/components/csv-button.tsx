import { Button } from "@codegouvfr/react-dsfr/Button";
import { apiErrorMessages, statisticsMessages as m } from "@culture-patrimoine/contract/messages";
import { useState } from "react";
import type { DownloadedFile } from "../../../lib/api-client.ts";
import { errorMessage } from "../../../lib/api-error.ts";
import { saveFile } from "../../../lib/save-file.ts";
import { toast } from "../../../lib/toast.ts";

/** « Télécharger en CSV »: the file as the API names it (the attendees page's way). */
export function CsvButton({
  download,
  fallbackName,
}: {
  download: () => Promise<DownloadedFile>;
  fallbackName: string;
}) {
  const [exporting, setExporting] = useState(false);
  const onExport = async () => {
    setExporting(true);
    try {
      const file = await download();
      saveFile(file.blob, file.fileName ?? fallbackName);
    } catch (error) {
      toast.error(m.exportFailed, errorMessage(error, apiErrorMessages.INTERNAL_ERROR));
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button
      className="fr-mb-3w"
      iconId="fr-icon-download-line"
      priority="secondary"
      // aria-disabled, not disabled: a disabled button drops the focus it holds to <body> (issue 33).
      aria-disabled={exporting}
      onClick={() => {
        if (!exporting) void onExport();
      }}
    >
      {exporting ? m.exporting : m.exportCsv}
    </Button>
  );
}
