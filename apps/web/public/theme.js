// The member's colour scheme (src/lib/theme.ts), on <html> before the first paint:
// a classic script in the <head>, as the CSP allows no inline one. «Automático» is no
// attribute at all: then the tokens follow prefers-color-scheme.
/* global document */
(function () {
  try {
    var choice = localStorage.getItem('antojo-theme');
    if (choice === 'light' || choice === 'dark') document.documentElement.dataset.theme = choice;
  } catch (_error) {
    // Storage refused: the system's scheme it is.
  }
})();
