/**
 * Text from outside (URLs, error reports, messages) made safe for one log line: control
 * characters, line and paragraph separators and bidi controls are written as escapes, so nobody
 * can forge a log line, hide text or move the cursor of the terminal reading the log.
 */
export function escapeForLog(text: string): string {
  // eslint-disable-next-line no-control-regex -- these are the characters to escape
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\\]/gu, (char) =>
    char === '\\' ? '\\\\' : `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
