import type { StoredMail } from './mailbox';

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

function mailArticle(mail: StoredMail, index: number): string {
  const headingId = `mail-${index + 1}`;
  return `<article aria-labelledby="${headingId}">
  <h2 id="${headingId}">${escapeHtml(mail.subject)}</h2>
  <dl>
    <dt>To</dt><dd>${escapeHtml(mail.to)}</dd>
    <dt>Sent</dt><dd><time datetime="${escapeHtml(mail.sentAt)}">${escapeHtml(mail.sentAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC'))}</time></dd>
    <dt>Kind</dt><dd>${escapeHtml(mail.kind)}</dd>
  </dl>
  <pre>${escapeHtml(mail.body)}</pre>
  <p><a href="${escapeHtml(mail.link)}">${escapeHtml(mail.subject)} (${mail.kind === 'widgetShare' ? 'open the shared product' : 'open the confirmation link'})</a></p>
</article>`;
}

/** The sandbox mailbox as an accessible page: every mail, newest first, with its link. */
export function mailboxPage(mails: readonly StoredMail[]): string {
  const list =
    mails.length === 0
      ? '<p>No mail yet. Mails for e-mail changes, account deletions and newsletter opt-ins land here.</p>'
      : mails.map(mailArticle).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox mailbox</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; color: #1a1a1a; background: #fff; }
  main { max-width: 48rem; margin: 0 auto; padding: 1rem; }
  article { border: 1px solid #767676; border-radius: 0.5rem; padding: 1rem; margin-block: 1rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; }
  dd { margin: 0; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; }
  a { color: #0b57d0; overflow-wrap: anywhere; }
</style>
</head>
<body>
<main>
<h1>Sandbox mailbox</h1>
<p>${mails.length} mail${mails.length === 1 ? '' : 's'}, newest first.</p>
${list}
</main>
</body>
</html>
`;
}
