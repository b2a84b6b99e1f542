import { toastTitles } from "@culture-patrimoine/contract/messages";

// The one way the app shows a notification; screens never call sonner directly, so the look and
// the limits (SPEC §9: three visible, 4 s) stay in one place (app/toaster.tsx).
// sonner is loaded when the first notification is shown, not with every page (decision 030); one
// shared promise keeps the notifications in the order they were asked for, and sonner shows those
// created before its Toaster mounted.
let sonner: Promise<typeof import("sonner")> | undefined;
function show(kind: "success" | "error" | "info", title: string, description?: string): void {
  sonner ??= import("sonner");
  void sonner.then(({ toast }) => toast[kind](title, { description }));
}

export const toast = {
  success(title: string = toastTitles.success, description?: string): void {
    show("success", title, description);
  },
  error(title: string = toastTitles.error, description?: string): void {
    show("error", title, description);
  },
  info(title: string, description?: string): void {
    show("info", title, description);
  },
};
