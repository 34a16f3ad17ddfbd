/**
 * The public page's one script, served as a file (the content security policy forbids inline
 * scripts): a reader signed in on this browser, with someone they blocked or who blocked them
 * as the plan's host, does not read it (decision 0022): the API answers 404 for the pair and the
 * page gives way to the app's "Este plan ya no existe". Reading needs no script; without one,
 * or signed out, nothing changes.
 */
export const PLAN_READER_JS = `(() => {
  const id = document.documentElement.dataset.plan;
  const key = 'apiToken';
  let token = null;
  try {
    token = localStorage.getItem(key) || sessionStorage.getItem(key);
  } catch {
    return;
  }
  if (!id || !token) return;
  fetch('/api/public/activities/' + id, { headers: { authorization: 'Bearer ' + token } })
    .then((answer) => {
      if (answer.status === 404) location.replace('/web/app/a/' + id);
    })
    .catch(() => {});
})();
`;
