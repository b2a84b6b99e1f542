// The page modules a server render loaded, so that the API can link their stylesheets and preload
// their scripts in the page's <head> (decision 036): without them the page would paint unstyled
// parts and jump when its chunk's CSS arrives. The server build (vite.config.ts, serverBuild) makes
// each import() of routes.tsx call recordRouteModule with the module's path; the browser's build
// never calls it.

let recorder: ((modulePath: string) => void) | null = null;

export function recordRouteModule(modulePath: string): void {
  recorder?.(modulePath);
}

export function setRouteModuleRecorder(next: (modulePath: string) => void): void {
  recorder = next;
}
