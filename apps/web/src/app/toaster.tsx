import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from "@culture-patrimoine/contract/constants";
import { Toaster } from "sonner";
import "./toaster.css";

export function AppToaster() {
  return (
    <Toaster
      position="bottom-right"
      visibleToasts={TOAST_MAX_VISIBLE}
      duration={TOAST_DURATION_MS}
      closeButton
      customAriaLabel="Notifications (Alt+T pour y accéder)"
      toastOptions={{
        closeButtonAriaLabel: "Fermer la notification",
        classNames: {
          toast: "cp-toast",
          success: "cp-toast--success",
          error: "cp-toast--error",
          info: "cp-toast--info",
          title: "cp-toast__title",
          description: "cp-toast__description",
          closeButton: "cp-toast__close",
        },
      }}
    />
  );
}
