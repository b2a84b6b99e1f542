// Starts the app's scripts once the page has painted (decision 037): the build puts their tags in
// inert <template data-app-scripts>; a copy of each template's content goes in the head after the
// first frame (a copied script runs, unlike one moved out of a template). A hidden tab, which paints
// nothing, starts at once.
(() => {
  const start = () => {
    for (const template of document.querySelectorAll("template[data-app-scripts]")) {
      document.head.append(document.importNode(template.content, true));
    }
  };
  if (document.visibilityState === "hidden") start();
  else requestAnimationFrame(() => setTimeout(start, 0));
})();
