/**
 * Full page loads, which the spec asks for in several places (failed data resolve, reconnect,
 * endpoint removal, logout). Kept in one module so tests can replace them: jsdom cannot
 * navigate.
 */
export function loadPage(path: string): void {
  window.location.assign(path);
}

/** Reloads the current page from the server. */
export function reloadPage(): void {
  window.location.reload();
}
