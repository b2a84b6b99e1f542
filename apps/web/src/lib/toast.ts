import { toastTitles } from "@culture-patrimoine/contract/messages";
import { toast as sonnerToast } from "sonner";

// The one way the app shows a notification; screens never call sonner directly, so the look and
// the limits (SPEC §9: three visible, 4 s) stay in one place (app/toaster.tsx).
export const toast = {
  success(title: string = toastTitles.success, description?: string): void {
    sonnerToast.success(title, { description });
  },
  error(title: string = toastTitles.error, description?: string): void {
    sonnerToast.error(title, { description });
  },
  info(title: string, description?: string): void {
    sonnerToast.info(title, { description });
  },
};
