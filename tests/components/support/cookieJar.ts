/**
 * A stand-in for `document.cookie`: reading gives `name=value; …`, writing stores one Set-Cookie
 * string (its attributes are kept, for the test to read).
 */
export class CookieJar {
  readonly written: string[] = [];
  private readonly values = new Map<string, string>();

  constructor(initial: Record<string, string> = {}) {
    for (const [name, value] of Object.entries(initial)) this.values.set(name, value);
  }

  get cookie(): string {
    return [...this.values].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  set cookie(setCookie: string) {
    this.written.push(setCookie);
    const pair = setCookie.split(';')[0] ?? '';
    const eq = pair.indexOf('=');
    this.values.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
  }

  get(name: string): string | undefined {
    return this.values.get(name);
  }
}
