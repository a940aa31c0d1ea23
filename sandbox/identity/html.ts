/** HTML for the provider's own pages (sign-in, sign-out, errors): small, accessible, no scripts needed. */

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

const STYLE = `
*,*::before,*::after{box-sizing:border-box}
html{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;font-size:100%;line-height:1.5;color:#1a1a1a;background:#eef1f5}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:1.5rem}
main{width:100%;max-width:24rem;background:#fff;border-radius:.75rem;box-shadow:0 2px 12px rgba(15,23,42,.12);padding:2rem}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 .25rem}
.lead{margin:0 0 1.5rem;color:#4a4a4a}
form{display:flex;flex-direction:column;gap:1rem}
.field{display:flex;flex-direction:column;gap:.375rem}
label{font-weight:600}
input{font:inherit;color:#1a1a1a;background:#fff;border:1px solid #6b7280;border-radius:.375rem;padding:.625rem .75rem;width:100%}
input[aria-invalid="true"]{border-color:#b3261e}
button{font:inherit;font-weight:600;color:#fff;background:#0b5cad;border:0;border-radius:.375rem;padding:.75rem 1rem;cursor:pointer;margin-top:.5rem}
button:hover{background:#084a8c}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #0b5cad;outline-offset:2px}
.alert{margin:0 0 1rem;padding:.75rem 1rem;border-radius:.375rem;border:1px solid #b3261e;background:#fdecea;color:#8c1d18;font-weight:600}
.note{margin:1.5rem 0 0;padding-top:1rem;border-top:1px solid #d6dbe1;font-size:.875rem;color:#4a4a4a}
a{color:#0b5cad}
`;

/** A complete page: lang="en", a title, one <main> holding the body. */
export function page({ title, body }: { title: string; body: string }): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

/** The one script the provider's pages run: the sign-out page posts its form at once (allowed by hash in their CSP). */
export const AUTO_SUBMIT_SCRIPT = 'document.forms[0].submit();';

export const SIGN_IN_ERROR = 'Incorrect e-mail address or password';
/** The sign-in page's answer while attempts are throttled: when the next attempt is possible. */
export function signInThrottledMessage(waitMs: number): string {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  if (seconds < 60) return `Too many failed sign-in attempts. Try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;
  const minutes = Math.ceil(seconds / 60);
  return `Too many failed sign-in attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}
export const SANDBOX_NOTE = 'Sandbox sign-in — demo accounts use password demo1234';

/** The sign-in form of interaction `uid`, with the e-mail typed so far and an optional error. */
export function signInPage({ uid, email, error }: { uid: string; email: string; error?: string }): string {
  const invalid = error ? ' aria-invalid="true" aria-describedby="sign-in-error"' : '';
  return page({
    title: 'Sign in',
    body: `<h1>Sign in</h1>
<p class="lead">Sign in to My Account</p>
${error ? `<div class="alert" role="alert" id="sign-in-error">${escapeHtml(error)}</div>` : ''}
<form method="post" action="/oidc-login/${encodeURIComponent(uid)}">
  <div class="field">
    <label for="email">E-mail address</label>
    <input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"${invalid}${error ? '' : ' autofocus'}>
  </div>
  <div class="field">
    <label for="password">Password</label>
    <input id="password" name="password" type="password" autocomplete="current-password" required${invalid}${error ? ' autofocus' : ''}>
  </div>
  <button type="submit">Sign in</button>
</form>
<p class="note">${escapeHtml(SANDBOX_NOTE)}</p>`,
  });
}

/** The page for a sign-in link that no longer works (expired, or opened in another browser). */
export function expiredPage(): string {
  return page({
    title: 'Sign-in expired',
    body: `<h1>This sign-in has expired</h1>
<p role="alert">The sign-in page was open too long or was opened in another browser.</p>
<p>Go back to the shop and sign in again.</p>`,
  });
}
