/**
 * Login state for display: the session (`token`) and `account` cookies are HttpOnly, so the page
 * reads the user name from the readable `login` cookie the gateway sets and clears with them. It is
 * never trusted: the gateway answers 401 when the session is gone, and the page then forgets it.
 */
export interface Session {
  loggedIn: boolean;
  userName?: string;
}

export function readSession(cookie: string = document.cookie): Session {
  const entry = cookie.split('; ').find((part) => part.startsWith('login='));
  let value = '';
  try {
    value = entry ? decodeURIComponent(entry.slice('login='.length)) : '';
  } catch {
    value = '';
  }
  return value ? { loggedIn: true, userName: value } : { loggedIn: false };
}

/** Forgets the display login (after a 401: the session expired or was revoked elsewhere). */
export function forgetSession(): void {
  document.cookie = 'login=; Max-Age=0; Path=/; SameSite=Lax';
}
