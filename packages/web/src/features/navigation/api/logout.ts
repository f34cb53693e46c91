import { loadPage } from '../../../lib/browser-navigation';

/** Dummy credentials that replace the browser's cached basic-auth ones. */
const LOGOUT_USER = 'logout';
const LOGOUT_PASSWORD = 'logout';

/**
 * Requests the root with dummy credentials (device spec §2 "Logout requests the root with
 * dummy credentials, then goes to the root"). An XHR with user and password is used rather
 * than a fetch header because browsers only update their basic-auth cache for credentials
 * given that way; the expected 401 is the point, so every outcome resolves.
 */
export function requestWithDummyCredentials(): Promise<void> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('GET', '/', true, LOGOUT_USER, LOGOUT_PASSWORD);
    request.onloadend = () => resolve();
    request.send();
  });
}

/** Signs out of basic authentication and goes to the root, where the browser asks again. */
export async function logout(): Promise<void> {
  await requestWithDummyCredentials();
  loadPage('/');
}
