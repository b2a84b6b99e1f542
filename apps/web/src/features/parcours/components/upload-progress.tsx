import "./upload-progress.css";

interface UploadProgressProps {
  /** From 0 to 1. */
  ratio: number;
  label: string;
}

/** How much of the form has been sent: a native progress bar, named by its visible label. */
export function UploadProgress({ ratio, label }: UploadProgressProps) {
  const percent = Math.round(Math.min(1, Math.max(0, ratio)) * 100);
  return (
    <div className="fr-mb-3w">
      <label className="fr-label" htmlFor="parcours-upload-progress">
        {label} : {percent} %
      </label>
      <progress id="parcours-upload-progress" className="cp-upload-progress" max={100} value={percent}>
        {percent} %
      </progress>
    </div>
  );
}
