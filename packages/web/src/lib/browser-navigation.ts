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

/**
 * Changes the address shown (and the one any later reload loads) without loading it: a device
 * that linked with another slot restarts under a new id (decision 0075), and the reload on
 * live reconnection must land on that id.
 */
export function replaceAddress(path: string): void {
  window.history.replaceState(window.history.state, '', path);
}
