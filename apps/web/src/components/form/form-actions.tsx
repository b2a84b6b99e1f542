import { ButtonsGroup } from "@codegouvfr/react-dsfr/ButtonsGroup";

interface FormActionsProps {
  submitLabel: string;
  /** While the form is sent, or while it cannot be. */
  disabled?: boolean;
  /** The id of a text that says why the send is not possible yet. */
  submitDescribedBy?: string;
  onCancel: () => void;
  className?: string;
}

/** A form's send button and its "Annuler", side by side from small screens up. */
export function FormActions({
  submitLabel,
  disabled = false,
  submitDescribedBy,
  onCancel,
  className,
}: FormActionsProps) {
  return (
    <ButtonsGroup
      className={className}
      inlineLayoutWhen="sm and up"
      buttons={[
        {
          children: submitLabel,
          type: "submit",
          disabled,
          nativeButtonProps: submitDescribedBy ? { "aria-describedby": submitDescribedBy } : undefined,
        },
        { children: "Annuler", priority: "secondary", type: "button", onClick: onCancel },
      ]}
    />
  );
}
